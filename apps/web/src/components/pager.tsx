import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/namespaces/components';
import { Button } from '@/components/ui/button';

type PagerProps = {
  label: string;
  page: number;
  /** Items in the whole list, and per page: together they give the page count. */
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
};

/** Previous / 'Page n of m' / Next, shown only when there is more than one page. */
export function Pager({ label, page, total, pageSize, onPage }: PagerProps) {
  const { t } = useTranslation('components');
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-3 text-sm">
      <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span>{t('pager.position', { page, pageCount })}</span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}

/** The page a list's `?page=` names: 1 when absent or not a whole number above 0. */
export function pageOf(search: URLSearchParams): number {
  return Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
}

/** The `?page=` of the URL (at least 1), and a setter that leaves it out for page 1. */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  return [page, (next) => setParams(next === 1 ? {} : { page: String(next) })];
}
