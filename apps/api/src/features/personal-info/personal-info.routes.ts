import { errorEnvelopeSchema, personalInfoSchema, updatePersonalInfoRequestSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { getPersonalInfo, savePersonalInfo } from './personal-info.service.js';

/** Personal-information endpoints (docs/product.md#edit-personal-information, docs/product.md#data-calls), under /api behind the session guard. */
export function personalInfoRoutes({ db, now }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/personal-info → PersonalInfo {patient_id, first_name,
     * last_name, blood_group, date_of_birth `yyyy-MM-dd`, age, father_name,
     * mother_name, height_cm (cm), weight_kg (kg), allergies [], chronic_conditions []}; with a date
     * of birth the age is derived from it (today in the patient's time zone). 404 'Personal information not found.'
     */
    app.get(
      '/personal-info',
      {
        schema: {
          tags: ['personal-info'],
          summary: "The signed-in patient's personal information",
          response: { 200: personalInfoSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => getPersonalInfo(db, request.patient.id, now(), request.patient.timeZone),
    );

    /**
     * PATCH /api/personal-info {blood_group?, date_of_birth?, age?,
     * father_name?, mother_name?, height_cm?, weight_kg?, allergies?,
     * chronic_conditions?} → PersonalInfo.
     * docs/product.md#validation-rules: blood group A+…O-; date of birth a real `yyyy-MM-dd` not after
     * today (the patient's time zone); age integer 0–150; height 0–300 cm and weight
     * 0–500 kg with at most 2 decimals; null clears. Allergies and chronic
     * conditions: lists of at most 20 entries of 1–60 characters, repeats
     * (ignoring case) dropped, [] clears (docs/product.md#screens-added-since-the-first-version). patient_id, names, e-mail
     * and user_id are stripped, never written (docs/product.md#roles-and-access). While a date of birth
     * is saved, the age is derived from it and a sent age is ignored. 400 with the first
     * problem (e.g. age 'abc', height 301); 404 when there is no profile.
     */
    app.patch(
      '/personal-info',
      {
        schema: {
          tags: ['personal-info'],
          summary:
            'Update blood group, date of birth, age, parents, height, weight, allergies and conditions',
          body: updatePersonalInfoRequestSchema,
          response: { 200: personalInfoSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) =>
        savePersonalInfo(db, request.patient.id, request.body, now(), request.patient.timeZone),
    );
  };
}
