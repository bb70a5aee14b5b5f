import { useTranslation } from '@/lib/i18n/namespaces/sharing';
import { MAX_PAGE_SIZE, type CreateShareInput } from '@sehat/shared';
import type { ReactNode } from 'react';
import { shortDate } from '@/lib/i18n/dates';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useLabReports } from '@/lib/queries/get-lab-reports';
import { useMedicalRecords } from '@/lib/queries/get-medical-records';

type Scope = CreateShareInput['scope'];
type Items = Extract<Scope, { type: 'items' }>;

/** A list that needs no loading (files preselected from a record's page). */
const READY = { isPending: false, isError: false, isFetching: false, refetch: () => undefined };

const EMPTY_ITEMS: Items = { type: 'items', medical_record_ids: [], lab_report_ids: [], file_ids: [] };

function toggle(list: readonly string[] | undefined, id: string, on: boolean): string[] {
  const rest = (list ?? []).filter((item) => item !== id);
  return on ? [...rest, id] : rest;
}

/** A checkbox list of one kind, with its own loading, empty and failed states. */
function PickList({
  legend,
  query,
  empty,
  children,
}: {
  legend: string;
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('sharing');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {query.isPending ? (
        <Skeleton
          className="h-16 w-full"
          aria-label={t('shareScopePicker.loading', { what: legend.toLowerCase() })}
        />
      ) : query.isError ? (
        <LoadError
          compact
          className="justify-start p-0"
          what={legend.toLowerCase()}
          onRetry={query.refetch}
          retrying={query.isFetching}
        />
      ) : empty ? (
        <p className="text-sm text-muted-foreground">{t('shareScopePicker.noneYet')}</p>
      ) : (
        <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-2">{children}</ul>
      )}
    </fieldset>
  );
}

function Check({
  id,
  checked,
  onChange,
  title,
  caption,
}: {
  id: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  title: string;
  caption: string;
}) {
  return (
    <li className="flex items-start gap-2 rounded px-2 py-1.5 hover:bg-accent">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="grid min-w-0 cursor-pointer text-sm">
        <span className="font-medium wrap-anywhere">{title}</span>
        <span className="text-xs text-muted-foreground">{caption}</span>
      </label>
    </li>
  );
}

/**
 * What a share shows: everything, or chosen records and lab reports (each with its files) and
 * single files preselected from a record's page. The newest 100 of each kind are offered.
 */
export function ShareScopePicker({
  value,
  onChange,
  files,
}: {
  value: Scope;
  onChange: (scope: Scope) => void;
  /** Single files offered (preselected from a record's page): `<bucket>/<name>` and the file's name. */
  files: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation('sharing');
  // What the patient may pick: their newest records and lab reports, a page of the largest size each.
  const records = useMedicalRecords(1, MAX_PAGE_SIZE);
  const reports = useLabReports(1, MAX_PAGE_SIZE);
  const items = value.type === 'items' ? value : null;
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('shareScopePicker.whatToShare')}</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="share-scope"
              className="size-4 accent-primary"
              checked={value.type === 'all'}
              onChange={() => onChange({ type: 'all' })}
            />
            {t('shareScopePicker.everything')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="share-scope"
              className="size-4 accent-primary"
              checked={value.type === 'items'}
              onChange={() => onChange(items ?? EMPTY_ITEMS)}
            />
            {t('shareScopePicker.chosenRecordsAndLabReports')}
          </label>
        </div>
      </fieldset>
      {items && (
        <div className="grid gap-4 lg:grid-cols-2">
          <PickList
            legend={t('shareScopePicker.medicalRecords')}
            query={records}
            empty={records.data?.items.length === 0}
          >
            {records.data?.items.map((record) => (
              <Check
                key={record.id}
                id={`share-record-${record.id}`}
                title={record.primary_reason}
                caption={`${shortDate(record.record_date)} · ${record.doctor_name}`}
                checked={items.medical_record_ids?.includes(record.id) ?? false}
                onChange={(on) =>
                  onChange({ ...items, medical_record_ids: toggle(items.medical_record_ids, record.id, on) })
                }
              />
            ))}
          </PickList>
          {files.length > 0 && (
            <PickList legend={t('shareScopePicker.files')} query={READY} empty={false}>
              {files.map((file) => (
                <Check
                  key={file.id}
                  id={`share-file-${file.id}`}
                  title={file.name}
                  caption={t('shareScopePicker.thisFileAlone')}
                  checked={items.file_ids?.includes(file.id) ?? false}
                  onChange={(on) => onChange({ ...items, file_ids: toggle(items.file_ids, file.id, on) })}
                />
              ))}
            </PickList>
          )}
          <PickList
            legend={t('shareScopePicker.labReports')}
            query={reports}
            empty={reports.data?.items.length === 0}
          >
            {reports.data?.items.map((report) => (
              <Check
                key={report.id}
                id={`share-report-${report.id}`}
                title={report.lab_name}
                caption={`${shortDate(report.report_date)} · ${t('shareScopePicker.results', { count: report.result_count })}`}
                checked={items.lab_report_ids?.includes(report.id) ?? false}
                onChange={(on) =>
                  onChange({ ...items, lab_report_ids: toggle(items.lab_report_ids, report.id, on) })
                }
              />
            ))}
          </PickList>
        </div>
      )}
    </div>
  );
}
