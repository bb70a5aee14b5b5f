import { createHash } from 'node:crypto';
import type {
  Attachment,
  Bundle,
  CodeableConcept,
  Composition,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import { invalid } from '../../errors/domain-errors.js';
import type { InlineFile } from './import-items.js';

/** One resource of the Bundle with the URL it is known by (`fullUrl`, else `Type/id`). */
export interface IndexedEntry {
  fullUrl: string | undefined;
  resource: Resource;
}

/**
 * A Bundle's entries, looked up by reference (docs/decisions/058-importing-fhir.md). A reference resolves by
 * `fullUrl` (`urn:uuid:…` or absolute) or by `Type/id` (also the tail of an absolute URL); one lookup per
 * reference, never a walk, so a resource that refers to itself or a cycle of references cannot loop.
 */
export class BundleIndex {
  readonly entries: IndexedEntry[];
  private readonly byUrl = new Map<string, IndexedEntry>();
  /** Which Composition lists a resource in one of its sections or names it as its encounter (first wins). */
  private readonly compositionOf = new Map<Resource, Composition>();

  /**
   * `archive`: the files of the export ZIP the Bundle came in, by path (`readImportArchive`); an attachment's
   * `url` names one (docs/decisions/058-importing-fhir.md#the-export-zip).
   */
  constructor(
    bundle: Bundle,
    private readonly archive?: ReadonlyMap<string, Buffer>,
  ) {
    this.entries = (bundle.entry ?? [])
      .filter((entry) => entry.resource && typeof entry.resource.resourceType === 'string')
      .map((entry) => ({ fullUrl: entry.fullUrl, resource: entry.resource! }));
    for (const entry of this.entries) {
      if (entry.fullUrl) this.byUrl.set(entry.fullUrl, entry);
      if (entry.resource.id) this.byUrl.set(`${entry.resource.resourceType}/${entry.resource.id}`, entry);
    }
    for (const { resource } of this.entries) {
      if (resource.resourceType !== 'Composition') continue;
      const encounter = this.resolve(resource.encounter);
      if (encounter && !this.compositionOf.has(encounter)) this.compositionOf.set(encounter, resource);
      const sections = [...(resource.section ?? [])];
      // Nested sections, flattened with a bound: a section cannot contain itself in JSON, but stay finite.
      for (let i = 0; i < sections.length && i < 1000; i += 1) {
        const section = sections[i]!;
        sections.push(...(section.section ?? []));
        for (const reference of section.entry ?? []) {
          const member = this.resolve(reference);
          if (member && !this.compositionOf.has(member)) this.compositionOf.set(member, resource);
        }
      }
    }
  }

  /** The resource `reference` points at inside the Bundle, or undefined (contained, external or missing). */
  resolve(reference: Reference | undefined): Resource | undefined {
    const url = reference?.reference;
    if (!url) return undefined;
    const exact = this.byUrl.get(url);
    if (exact) return exact.resource;
    const tail = /([A-Za-z]+\/[A-Za-z0-9\-.]{1,64})(\/_history\/.*)?$/.exec(url)?.[1];
    return tail ? this.byUrl.get(tail)?.resource : undefined;
  }

  /** The Composition whose sections list `resource` (or whose encounter it is), if any. */
  composition(resource: Resource): Composition | undefined {
    return this.compositionOf.get(resource);
  }

  /**
   * An attachment's file for `bucket`: its inline `data` (base64), else, in an export ZIP, the entry its
   * relative `url` names (percent-encoded path), with the type the attachment declares; undefined when it
   * carries neither, or names the export's `files/profile/` or `files/other/` folder (archive-paths.ts). 400 `fhirImport.badArchive` when a ZIP's attachment names a path the ZIP lacks.
   */
  fileOf(attachment: Attachment | undefined, bucket: InlineFile['bucket']): InlineFile | undefined {
    const name = attachment?.title?.trim() || 'document';
    if (attachment?.data) {
      const bytes = Buffer.from(attachment.data, 'base64');
      return bytes.length > 0 ? { bucket, bytes, name } : undefined;
    }
    const url = attachment?.url;
    if (!this.archive || !url || /^[a-z][a-z0-9+.-]*:/i.test(url)) return undefined;
    let path: string;
    try {
      path = url.split('/').map(decodeURIComponent).join('/');
    } catch {
      throw invalid('fhirImport.badArchive', 'INVALID_ARCHIVE');
    }
    // The export's profile picture and the files nothing refers to any more are not records' files.
    if (/^files\/(profile|other)\//.test(path)) return undefined;
    const bytes = this.archive.get(path);
    if (!bytes) throw invalid('fhirImport.badArchive', 'INVALID_ARCHIVE');
    return { bucket, bytes, name, fromArchive: { contentType: attachment.contentType } };
  }

  /** The entry of `resource` (for its fullUrl). */
  entryOf(resource: Resource): IndexedEntry | undefined {
    return this.entries.find((entry) => entry.resource === resource);
  }
}

/**
 * The identity of one resource for idempotence: SHA-256 (hex) of its type and its first identifier
 * (`system|value`), else its `fullUrl`, else its id, with `qualifier` when given (a policy period's start:
 * renewals share a number); undefined when it has none of these.
 */
export function resourceKey(
  resource: Resource,
  fullUrl: string | undefined,
  qualifier?: string,
): string | undefined {
  const identifier = (
    resource as { identifier?: { system?: string; value?: string }[] | { system?: string; value?: string } }
  ).identifier;
  const first = Array.isArray(identifier) ? identifier[0] : identifier;
  const identity = first?.value
    ? `identifier:${first.system ?? ''}|${first.value}`
    : fullUrl
      ? `url:${fullUrl}`
      : resource.id
        ? `id:${resource.id}`
        : undefined;
  if (!identity) return undefined;
  const qualified = qualifier ? `${identity}\n${qualifier}` : identity;
  return createHash('sha256').update(`${resource.resourceType}\n${qualified}`).digest('hex');
}

/** A CodeableConcept as a person reads it: its text, else the first coding's display, else its code. */
export function conceptText(concept: CodeableConcept | undefined): string | undefined {
  const text = concept?.text?.trim();
  if (text) return text;
  const coding = concept?.coding?.find((item) => item.display?.trim() || item.code?.trim());
  return coding?.display?.trim() || coding?.code?.trim() || undefined;
}

/** A reference's display name, trimmed, or undefined. */
export const displayOf = (reference: Reference | undefined): string | undefined =>
  reference?.display?.trim() || undefined;

/** The calendar day (`yyyy-MM-dd`) a FHIR date or dateTime starts with, or undefined. */
export function dayOf(value: string | undefined): string | undefined {
  const day = value?.slice(0, 10);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
}
