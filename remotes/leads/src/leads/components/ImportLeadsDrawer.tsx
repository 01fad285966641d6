import type { TableProps } from 'antd';
import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { Upload } from 'shared-ui/antd/authoring';
import { Checkbox, Select, Table } from 'shared-ui/antd/data';
import { Form } from 'shared-ui/antd/form';
import { Drawer } from 'shared-ui/antd/overlay';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { downloadCsv, PageTitle } from 'shared-ui';
import { useLeadsT } from '../../i18n/useLeadsT';
import { importLeads, type ImportAnswer } from '../api/importLeads';
import {
  guessMapping,
  LEAD_IMPORT_FIELDS,
  LEAD_IMPORT_ROWS_MAX,
  rowProblem,
  type LeadImportField,
  type LeadImportRow,
  type LeadImportVerdict,
} from '@adplatform/lead-model/import';
import { mappedRows, readLeadFile, skippedRowsCsv, type LeadFile } from '../model/leadImportFile';

/** Rows of the file shown before the check. */
const PREVIEW_ROWS = 10;
const REQUIRED: readonly LeadImportField[] = ['name', 'email'];
/** The messages of the refusals `importLeads` answers with a code of their own. */
const IMPORT_REFUSALS: Readonly<Record<string, string>> = {
  'functions/resource-exhausted': 'import.tooMany',
  'functions/deadline-exceeded': 'import.tooLong',
};

type Mapping = Record<LeadImportField, string | null>;

/** The translated reason a row is skipped, naming the lead it repeats. */
function useSkipReason(): (verdict: LeadImportVerdict) => string {
  const { t } = useLeadsT();
  return (verdict) => {
    if (!verdict.skip) return '';
    if (!verdict.of) return t(`import.skip.${verdict.skip}`);
    return (
      t(`import.skip.${verdict.skip}`) +
      ' ' +
      (verdict.of.row === null
        ? t('import.ofLead', { name: verdict.of.name })
        : t('import.ofRow', { name: verdict.of.name, row: verdict.of.row }))
    );
  };
}

/** The skipped rows, each with its reason. */
function SkippedRows({ verdicts }: { readonly verdicts: readonly LeadImportVerdict[] }): ReactElement {
  const { t } = useLeadsT();
  const reason = useSkipReason();
  const skipped = verdicts.filter((verdict) => verdict.skip !== null);
  const columns: TableProps<LeadImportVerdict>['columns'] = [
    { key: 'row', title: t('import.row'), dataIndex: 'row', width: 64 },
    { key: 'name', title: t('columns.name'), render: (_, verdict) => verdict.name || '—' },
    {
      key: 'email',
      title: t('columns.email'),
      render: (_, verdict) => <span style={{ overflowWrap: 'anywhere' }}>{verdict.email || '—'}</span>,
    },
    { key: 'reason', title: t('import.reason'), render: (_, verdict) => reason(verdict) },
  ];
  return (
    <Table<LeadImportVerdict>
      size="small"
      rowKey="row"
      columns={columns}
      dataSource={skipped}
      pagination={skipped.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      data-testid="import-skipped"
      locale={{ emptyText: t('import.noneSkipped') }}
    />
  );
}

/**
 * Imports leads from a CSV file (docs/product-rules.md §10.3): the file is read in the browser, its
 * columns mapped to the lead fields (guessed from the headers), its first rows previewed with the
 * problems of each; a check on the server names every row that would be skipped and why (a problem,
 * or a duplicate of a lead or of an earlier row by e-mail, phone or a name alike); the import writes
 * the rest and leaves a report of the skipped rows to download.
 */
export function ImportLeadsDrawer({
  open,
  onClose,
  onImported,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Called after leads were written, so the list reads again. */
  readonly onImported: () => void;
}): ReactElement {
  const { t } = useLeadsT();
  const reason = useSkipReason();
  const [file, setFile] = useState<LeadFile | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Mapping>(guessMapping([]));
  const [includeAlike, setIncludeAlike] = useState(false);
  const [check, setCheck] = useState<ImportAnswer | null>(null);
  const [done, setDone] = useState<ImportAnswer | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  /** The message of the last failed check or import, if any. */
  const [failed, setFailed] = useState<string | null>(null);

  const reset = (): void => {
    setFile(null);
    setFileProblem(null);
    setMapping(guessMapping([]));
    setIncludeAlike(false);
    setCheck(null);
    setDone(null);
    setFailed(null);
  };
  const rows = file ? mappedRows(file, mapping) : [];
  const mapped = REQUIRED.every((field) => mapping[field] !== null);

  const read = async (chosen: File): Promise<void> => {
    reset();
    const result = readLeadFile(chosen.name, await chosen.text());
    if (typeof result === 'string') {
      setFileProblem(t(`import.file.${result}`, { max: LEAD_IMPORT_ROWS_MAX }));
      return;
    }
    setFile(result);
    setMapping(guessMapping(result.headers));
  };

  const send = async (dryRun: boolean, include = includeAlike): Promise<void> => {
    if (!file) return;
    setBusy(dryRun ? 'check' : 'import');
    setFailed(null);
    try {
      const answer = await importLeads({
        fileName: file.name.slice(0, 120),
        rows,
        includePossibleDuplicates: include,
        dryRun,
      });
      if (dryRun) setCheck(answer);
      else {
        setDone(answer);
        if (answer.imported > 0) onImported();
      }
    } catch (error) {
      console.error('[leads] import failed', error);
      const code = (error as { code?: string } | null)?.code ?? '';
      setFailed(IMPORT_REFUSALS[code] ?? 'import.failed');
      if (code === 'functions/deadline-exceeded' && !dryRun) onImported();
    } finally {
      setBusy(null);
    }
  };

  const changeMapping = (field: LeadImportField, column: string | null): void => {
    setMapping({ ...mapping, [field]: column });
    setCheck(null);
  };

  const downloadReport = (answer: ImportAnswer): void =>
    downloadCsv(
      skippedRowsCsv(
        answer.verdicts,
        {
          row: t('import.row'),
          name: t('columns.name'),
          email: t('columns.email'),
          reason: t('import.reason'),
        },
        reason,
      ),
      `${file?.name.replace(/\.csv$/iu, '') ?? 'leads'}-skipped.csv`,
    );

  const previewColumns: TableProps<LeadImportRow>['columns'] = [
    { key: 'row', title: t('import.row'), dataIndex: 'row', width: 64 },
    ...LEAD_IMPORT_FIELDS.map((field) => ({
      key: field,
      title: t(`import.field.${field}`),
      render: (_: unknown, row: LeadImportRow) => (
        <span style={{ overflowWrap: 'anywhere' }}>{row[field] || '—'}</span>
      ),
    })),
    {
      key: 'problem',
      title: t('import.problem'),
      render: (_, row) => {
        const problem = rowProblem(row);
        return problem ? (
          <Typography.Text type="danger">{t(`import.skip.${problem}`)}</Typography.Text>
        ) : (
          t('import.ok')
        );
      },
    },
  ];
  const skippedCount = (answer: ImportAnswer): number =>
    answer.verdicts.filter((verdict) => verdict.skip !== null).length;

  return (
    <Drawer
      open={open}
      onClose={() => {
        reset();
        onClose();
      }}
      title={t('import.title')}
      width="min(880px, 100vw)"
      destroyOnHidden
    >
      <div data-testid="lead-import">
        {done ? (
          <>
            <Alert
              type="success"
              showIcon
              role="status"
              data-testid="import-done"
              message={t('import.done', { count: done.imported, skipped: skippedCount(done) })}
              style={{ marginBottom: 16 }}
            />
            <PageTitle as="h2" level={5}>
              {t('import.skippedHeading')}
            </PageTitle>
            <SkippedRows verdicts={done.verdicts} />
            <Flex gap={8} wrap="wrap" style={{ marginTop: 16 }}>
              {skippedCount(done) > 0 && (
                <Button onClick={() => downloadReport(done)}>{t('import.downloadReport')}</Button>
              )}
              <Button onClick={reset}>{t('import.another')}</Button>
            </Flex>
          </>
        ) : (
          <>
            <Typography.Paragraph>{t('import.intro', { max: LEAD_IMPORT_ROWS_MAX })}</Typography.Paragraph>
            <Upload
              accept=".csv,text/csv"
              maxCount={1}
              showUploadList={false}
              beforeUpload={(chosen) => {
                void read(chosen);
                return false;
              }}
            >
              <Button>{file ? t('import.otherFile') : t('import.chooseFile')}</Button>
            </Upload>
            {file && (
              <Typography.Text style={{ marginInlineStart: 12 }} data-testid="import-file">
                {t('import.fileRows', { name: file.name, count: file.records.length })}
              </Typography.Text>
            )}
            {fileProblem && (
              <Alert type="error" showIcon role="alert" message={fileProblem} style={{ marginTop: 16 }} />
            )}
            {file && (
              <>
                <PageTitle as="h2" level={5} style={{ margin: '24px 0 12px' }}>
                  {t('import.mappingHeading')}
                </PageTitle>
                <Form layout="vertical">
                  <Flex gap={12} wrap="wrap">
                    {LEAD_IMPORT_FIELDS.map((field) => (
                      <Form.Item
                        key={field}
                        label={t(`import.field.${field}`)}
                        htmlFor={`map-${field}-column`}
                        required={REQUIRED.includes(field)}
                        validateStatus={REQUIRED.includes(field) && !mapping[field] ? 'error' : undefined}
                        help={
                          REQUIRED.includes(field) && !mapping[field] ? t('import.mapRequired') : undefined
                        }
                        style={{ minWidth: 180, flex: 1 }}
                      >
                        <Select<string>
                          id={`map-${field}-column`}
                          data-testid={`map-${field}`}
                          value={mapping[field] ?? ''}
                          onChange={(column) => changeMapping(field, column || null)}
                          options={[
                            { value: '', label: t('import.notMapped') },
                            ...file.headers.map((header) => ({ value: header, label: header })),
                          ]}
                        />
                      </Form.Item>
                    ))}
                  </Flex>
                </Form>
                <PageTitle as="h2" level={5} style={{ margin: '8px 0 12px' }}>
                  {t('import.previewHeading', { count: Math.min(PREVIEW_ROWS, rows.length) })}
                </PageTitle>
                <div style={{ overflowX: 'auto' }}>
                  <Table<LeadImportRow>
                    size="small"
                    rowKey="row"
                    columns={previewColumns}
                    dataSource={rows.slice(0, PREVIEW_ROWS)}
                    pagination={false}
                    data-testid="import-preview"
                  />
                </div>
                <Flex gap={12} align="center" wrap="wrap" style={{ margin: '16px 0' }}>
                  <Button
                    type={check ? 'default' : 'primary'}
                    disabled={!mapped}
                    loading={busy === 'check'}
                    onClick={() => void send(true)}
                  >
                    {t('import.check')}
                  </Button>
                  <Checkbox
                    checked={includeAlike}
                    onChange={(event) => {
                      setIncludeAlike(event.target.checked);
                      if (check) void send(true, event.target.checked);
                    }}
                  >
                    {t('import.includeAlike')}
                  </Checkbox>
                </Flex>
                {failed && (
                  <Alert
                    type="error"
                    showIcon
                    role="alert"
                    message={t(failed)}
                    style={{ marginBottom: 16 }}
                  />
                )}
                {check && (
                  <>
                    <Alert
                      type={skippedCount(check) > 0 ? 'warning' : 'info'}
                      showIcon
                      data-testid="import-check"
                      message={t('import.checked', {
                        count: check.verdicts.length - skippedCount(check),
                        skipped: skippedCount(check),
                      })}
                      style={{ marginBottom: 16 }}
                    />
                    <SkippedRows verdicts={check.verdicts} />
                    <Flex gap={8} wrap="wrap" style={{ marginTop: 16 }}>
                      <Button
                        type="primary"
                        disabled={check.verdicts.length === skippedCount(check)}
                        loading={busy === 'import'}
                        onClick={() => void send(false)}
                      >
                        {t('import.run', { count: check.verdicts.length - skippedCount(check) })}
                      </Button>
                    </Flex>
                  </>
                )}
              </>
            )}
          </>
        )}
      </div>
    </Drawer>
  );
}
