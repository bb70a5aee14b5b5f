import type {
  Composition,
  Condition,
  DocumentReference,
  Encounter,
  MedicationRequest,
  Resource,
} from '@medplum/fhirtypes';
import { createMedicalRecordSchema, VISIT_TYPES } from '@sehat/shared';
import { createMedicalRecord } from '../medical-records/index.js';
import { conceptText, dayOf, displayOf, resourceKey, type BundleIndex } from './fhir-bundle-index.js';
import type { ImportItem, ImportPlan, InlineFile } from './import-items.js';

/** What a required field of a medical record says when the Bundle does not say it. */
const NOT_STATED = 'Not stated';

/** The resources that make one medical record: a visit (Encounter) or a document (Composition) and its parts. */
interface RecordGroup {
  lead: Resource;
  encounter?: Encounter;
  composition?: Composition;
  conditions: Condition[];
  requests: MedicationRequest[];
  documents: DocumentReference[];
}

/** The first file of a DocumentReference (inline, or in the export ZIP). */
const documentFile = (index: BundleIndex, document: DocumentReference, bucket: InlineFile['bucket']) =>
  document.content?.map((content) => index.fileOf(content.attachment, bucket)).find(Boolean);

const joined = (texts: (string | undefined)[]) => {
  const kept = [...new Set(texts.filter((text): text is string => Boolean(text)))];
  return kept.length > 0 ? kept.join('; ') : undefined;
};

/** Sehat's own export writes symptoms as a note "Symptoms: …" on the Condition. */
const SYMPTOMS = /^Symptoms:\s*/;

/** A medical record's fields from its group, as the shared schema reads them (all text). */
function recordFields(group: RecordGroup) {
  const { encounter, composition, conditions, requests, documents } = group;
  const visitType = conceptText(encounter?.type?.[0])?.toLowerCase();
  const notes = conditions.flatMap((condition) => condition.note ?? []).map((note) => note.text);
  return {
    primary_reason:
      conceptText(encounter?.reasonCode?.[0]) ??
      composition?.title?.trim() ??
      conceptText(documents[0]?.type) ??
      documents[0]?.description?.trim() ??
      (requests.length > 0 ? 'Prescription' : conceptText(conditions[0]?.code)),
    symptoms: joined(
      notes.filter((text) => text && SYMPTOMS.test(text)).map((text) => text.replace(SYMPTOMS, '')),
    ),
    doctor_name:
      displayOf(encounter?.participant?.[0]?.individual) ??
      displayOf(composition?.author?.[0]) ??
      displayOf(requests[0]?.requester) ??
      NOT_STATED,
    hospital_name: displayOf(encounter?.serviceProvider) ?? displayOf(composition?.custodian) ?? NOT_STATED,
    diagnosis: joined(conditions.map((condition) => conceptText(condition.code))) ?? NOT_STATED,
    treatment_plan:
      joined(requests.flatMap((request) => request.note ?? []).map((note) => note.text)) ?? NOT_STATED,
    prescribed_medications:
      requests
        .map((request) =>
          [conceptText(request.medicationCodeableConcept), request.dosageInstruction?.[0]?.text?.trim()]
            .filter(Boolean)
            .join(' — '),
        )
        .filter(Boolean)
        .join('\n') || null,
    record_date:
      dayOf(encounter?.period?.start) ??
      dayOf(composition?.date) ??
      dayOf(conditions[0]?.recordedDate ?? conditions[0]?.onsetDateTime) ??
      dayOf(requests[0]?.authoredOn) ??
      dayOf(documents[0]?.date),
    visit_type:
      visitType && (VISIT_TYPES as readonly string[]).includes(visitType)
        ? visitType
        : encounter?.class?.code === 'EMER'
          ? 'emergency'
          : 'consultation',
  };
}

/**
 * Medical records from a Bundle (docs/decisions/058-importing-fhir.md): one per Encounter, with the
 * Conditions (diagnosis), MedicationRequests (medicines as written) and inline documents that refer to it;
 * one per Composition (an ABDM/NRCeS document, an IPS) for the parts its sections list that no Encounter
 * holds; one per MedicationRequest or document that stands alone. A Condition outside both is a profile
 * detail (a chronic condition) and is skipped. A group whose fields the shared schema refuses is skipped.
 */
export function recordItems(index: BundleIndex, plan: ImportPlan): void {
  const groups = new Map<Resource, RecordGroup>();
  const groupOf = (lead: Resource, context: Partial<RecordGroup> = {}) => {
    let group = groups.get(lead);
    if (!group) {
      group = { lead, conditions: [], requests: [], documents: [], ...context };
      groups.set(lead, group);
    }
    return group;
  };
  const encounterOf = (reference: Parameters<BundleIndex['resolve']>[0]) => {
    const found = index.resolve(reference);
    return found?.resourceType === 'Encounter' ? found : undefined;
  };
  /** The group a part belongs to: its Encounter's, else its Composition's (or that Composition's Encounter). */
  const placeOf = (part: Resource, encounter: Encounter | undefined) => {
    if (encounter) return groupOf(encounter, { encounter, composition: index.composition(encounter) });
    const composition = index.composition(part);
    if (!composition) return undefined;
    const its = encounterOf(composition.encounter);
    return its ? groupOf(its, { encounter: its, composition }) : groupOf(composition, { composition });
  };

  for (const { resource } of index.entries) {
    if (plan.used.has(resource)) continue;
    if (resource.resourceType === 'Encounter')
      groupOf(resource, { encounter: resource, composition: index.composition(resource) });
    else if (resource.resourceType === 'Condition')
      placeOf(resource, encounterOf(resource.encounter))?.conditions.push(resource);
    else if (resource.resourceType === 'MedicationRequest')
      (placeOf(resource, encounterOf(resource.encounter)) ?? groupOf(resource)).requests.push(resource);
    else if (
      resource.resourceType === 'DocumentReference' &&
      documentFile(index, resource, 'prescriptions')
    ) {
      // Sehat's export relates a record's file to its Encounter (`context.related`); a file it relates to
      // anything else (a claim's second receipt) is not a record's.
      const related = (resource.context?.related ?? []).map((reference) => index.resolve(reference));
      if (related.some((found) => found && found.resourceType !== 'Encounter')) continue;
      const encounter =
        encounterOf(resource.context?.encounter?.[0]) ??
        related.find((found): found is Encounter => found?.resourceType === 'Encounter');
      (placeOf(resource, encounter) ?? groupOf(resource)).documents.push(resource);
    }
  }

  for (const group of groups.values()) {
    const parts = [group.lead, ...group.conditions, ...group.requests, ...group.documents];
    for (const part of parts) plan.used.add(part);
    const parsed = createMedicalRecordSchema.safeParse(recordFields(group));
    if (!parsed.success) {
      plan.skipped.push({ resourceType: group.lead.resourceType, reason: 'incomplete' });
      continue;
    }
    const files = group.documents.map((document) => documentFile(index, document, 'prescriptions')!);
    const item: ImportItem = {
      resourceType: group.lead.resourceType,
      key: resourceKey(group.lead, index.entryOf(group.lead)?.fullUrl),
      kind: 'medical_records',
      files,
      adds: {
        medical_records: 1,
        ...(parsed.data.prescribed_medications ? { prescriptions: 1 } : {}),
      },
      write: (tx, stored, context) =>
        createMedicalRecord(tx, context.patientId, parsed.data, stored, context.now, context.timeZone),
    };
    plan.items.push(item);
  }
}
