import { Anchor, Badge, Button, Checkbox, Group, Radio, Stack, Text, Title } from '@mantine/core';
import {
  type ImportField,
  STUDENT_IMPORT_MAX_CHARS,
  type StudentImportResult,
  type StudentImportValidation,
} from '@mathsight/contract/student-import.ts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useImportStudents } from '../api/import-students.ts';
import { useValidateImport } from '../api/validate-import.ts';
import { type CsvData, dataRows, decodeFile, parseCsvText, toCsvText, withCell } from '../model/csv-data.ts';
import { ColumnMapping } from './column-mapping.tsx';
import { FileSource } from './file-source.tsx';
import { FixRows } from './fix-rows.tsx';
import { ImportResults } from './import-results.tsx';
import { ProblemsTable } from './problems-table.tsx';

const rowsText = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
const studentsText = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;

/**
 * `/{schoolId}/uploads`: import students from the school's management system (issue 13 point 3).
 * Choose, drop or paste a CSV; check what each column holds; Check sends the rows to the server,
 * which names every problem by row (nothing is saved); correct the rows here and check again; then
 * Import saves everything, or only the valid rows, in one go; then print the sign-in slips.
 */
export function ImportStudentsPage() {
  usePageTitle('Import students');
  const schoolId = useSessionStore((s) => s.schoolId);
  const school = useSessionStore((s) => s.currentSchool);
  const isAdministrator = school?.teacher.isSchoolAdministrator ?? false;

  const [data, setData] = useState<CsvData | null>(null);
  const [sourceName, setSourceName] = useState('');
  const [readError, setReadError] = useState<string | null>(null);
  const [createMissingClasses, setCreateMissingClasses] = useState(true);
  const [mode, setMode] = useState<'all' | 'validOnly'>('all');
  const [check, setCheck] = useState<{ key: string; answer: StudentImportValidation } | null>(null);
  const [result, setResult] = useState<StudentImportResult | null>(null);
  const validate = useValidateImport(schoolId ?? 0);
  const importing = useImportStudents(schoolId ?? 0);

  const csv = useMemo(() => (data ? toCsvText(data) : ''), [data]);
  const key = JSON.stringify([csv, data?.columns, createMissingClasses]);
  // The last answer stays shown while the teacher corrects rows; only a check of the rows as they are now lets them import.
  const last = check?.answer ?? null;
  const current = check?.key === key ? check.answer : null;
  const rowCount = useMemo(() => (data ? dataRows(data).length : 0), [data]);

  if (schoolId === null) return null;

  const reset = () => {
    setData(null);
    setCheck(null);
    setResult(null);
    setReadError(null);
    validate.reset();
    importing.reset();
  };
  const readText = (text: string, name: string) => {
    reset();
    if (text.length > STUDENT_IMPORT_MAX_CHARS) {
      setReadError('The file is too large: import at most 2,000 students at a time.');
      return;
    }
    const parsed = parseCsvText(text);
    if (!parsed || dataRows(parsed).length === 0) {
      setReadError(
        'No students were found: the first row names the columns, and each row after it is a student.',
      );
      return;
    }
    setData(parsed);
    setSourceName(name);
  };
  const readFile = async (file: File) => {
    try {
      readText(decodeFile(await file.arrayBuffer()), file.name);
    } catch {
      setReadError(`${file.name} could not be read. Choose it again, or paste its rows.`);
    }
  };
  const runCheck = () => {
    if (!data) return;
    importing.reset();
    validate.mutate(
      { csv, columns: data.columns, createMissingClasses },
      { onSuccess: (answer) => setCheck({ key, answer }) },
    );
  };
  const runImport = () => {
    if (!data) return;
    importing.mutate(
      { csv, columns: data.columns, createMissingClasses, mode: current?.invalidCount ? mode : 'all' },
      { onSuccess: setResult },
    );
  };
  const setColumns = (columns: Array<ImportField | null>) => data && setData({ ...data, columns });
  const setCell = (row: number, column: number, value: string) =>
    data && setData(withCell(data, row, column, value));

  const heading = (
    <div>
      <Title order={1}>Import students</Title>
      <Text className={muted.muted} mt={4}>
        Add students from your school's management system: each gets an account in their class, and a sign-in
        slip to print. Nothing is saved until you choose Import.
      </Text>
    </div>
  );

  if (!isAdministrator) {
    return (
      <Stack gap="lg">
        {heading}
        <StatusAlert tone="info" title="Only a school administrator can import students">
          Ask an administrator of {school?.name ?? 'your school'} to import them, or add a class's students by
          name when you{' '}
          <Anchor component={Link} to={paths.classesNew(schoolId)}>
            add a class
          </Anchor>
          .
        </StatusAlert>
      </Stack>
    );
  }

  if (result) {
    return (
      <Stack gap="lg">
        {heading}
        <ImportResults schoolId={schoolId} result={result} onAgain={reset} />
      </Stack>
    );
  }

  const canImport =
    current !== null && current.validCount > 0 && (current.invalidCount === 0 || mode === 'validOnly');
  const importCount = current ? (mode === 'validOnly' ? current.validCount : current.rowCount) : 0;

  return (
    <Stack gap="lg">
      {heading}
      <Group justify="flex-end" mt={-8}>
        <Anchor component={Link} to={paths.settingsStudents(schoolId)} size="sm">
          Back to students
        </Anchor>
      </Group>

      {readError && (
        <StatusAlert tone="error" title="The rows could not be read" role="alert">
          {readError}
        </StatusAlert>
      )}

      {data === null ? (
        <FileSource onText={readText} onFile={(file) => void readFile(file)} />
      ) : (
        <Stack gap="lg">
          <section aria-labelledby="import-columns">
            <Group justify="space-between" align="baseline" wrap="wrap" mb="xs">
              <Title order={2} size="h3" id="import-columns">
                1. What each column holds
              </Title>
              <Group gap="sm">
                <Text size="sm" data-testid="import-source">
                  {sourceName}: {rowsText(rowCount)}
                </Text>
                <Button size="xs" variant="subtle" onClick={reset}>
                  Choose another file
                </Button>
              </Group>
            </Group>
            <Text size="sm" mb="sm">
              A first name, a last name and a class are needed; year group, date of birth (dd/mm/yyyy) and UPN
              help find students the school already has.
            </Text>
            <ColumnMapping data={data} onColumns={setColumns} />
          </section>

          <section aria-labelledby="import-check">
            <Title order={2} size="h3" id="import-check" mb="xs">
              2. Check the rows
            </Title>
            <Stack gap="sm">
              <Checkbox
                label="Create classes the school does not have yet"
                description="Otherwise a row whose class is not found is a problem to correct."
                checked={createMissingClasses}
                onChange={(e) => setCreateMissingClasses(e.currentTarget.checked)}
              />
              <Group gap="sm">
                <Button
                  onClick={runCheck}
                  loading={validate.isPending}
                  variant={current ? 'default' : 'filled'}
                >
                  {check ? 'Check again' : 'Check'}
                </Button>
                {check && !current && <Text size="sm">The rows have changed since the last check.</Text>}
              </Group>
              {validate.isError && (
                <StatusAlert tone="error" title="The rows could not be checked" role="alert">
                  {errorMessageOf(validate.error)}
                </StatusAlert>
              )}
              {last && <CheckSummary answer={last} createMissingClasses={createMissingClasses} />}
              {last && last.problems.length > 0 && (
                <>
                  <ProblemsTable problems={last.problems} />
                  <Title order={3} size="h4">
                    Correct the rows
                  </Title>
                  <FixRows
                    data={data}
                    problems={last.problems}
                    onCell={setCell}
                    onCheck={runCheck}
                    checking={validate.isPending}
                  />
                </>
              )}
            </Stack>
          </section>

          {current && (
            <section aria-labelledby="import-save">
              <Title order={2} size="h3" id="import-save" mb="xs">
                3. Import
              </Title>
              <Stack gap="sm">
                {current.invalidCount > 0 && (
                  <Radio.Group
                    label="Which rows?"
                    value={mode}
                    onChange={(v) => setMode(v as 'all' | 'validOnly')}
                  >
                    <Stack gap="xs" mt="xs">
                      <Radio value="all" label="All rows: correct the problems first" />
                      <Radio
                        value="validOnly"
                        label={`Only the ${rowsText(current.validCount)} without problems (leave out ${rowsText(current.invalidCount)})`}
                      />
                    </Stack>
                  </Radio.Group>
                )}
                <Group gap="sm">
                  <Button onClick={runImport} loading={importing.isPending} disabled={!canImport}>
                    Import {studentsText(importCount)}
                  </Button>
                  {importing.isPending && (
                    <Text size="sm" role="status">
                      Making the accounts: this takes a few seconds for each hundred students.
                    </Text>
                  )}
                </Group>
                {importing.isError && (
                  <StatusAlert tone="error" title="Nothing was imported" role="alert">
                    {errorMessageOf(importing.error)}
                  </StatusAlert>
                )}
              </Stack>
            </section>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function CheckSummary({
  answer,
  createMissingClasses,
}: {
  answer: StudentImportValidation;
  createMissingClasses: boolean;
}) {
  return (
    <Stack gap="xs" role="status" data-testid="check-summary">
      <Group gap="xs">
        <Badge variant="outline" color="teal.9">
          {answer.validCount} ready
        </Badge>
        <Badge variant="outline" color={answer.invalidCount ? 'indigo.9' : 'gray.8'}>
          {answer.invalidCount} with problems
        </Badge>
      </Group>
      <Text size="sm">
        {answer.invalidCount === 0
          ? `All ${rowsText(answer.rowCount)} can be imported.`
          : `${rowsText(answer.invalidCount)} of ${answer.rowCount} ${answer.invalidCount === 1 ? 'has' : 'have'} problems, listed by row below.`}
      </Text>
      {answer.missingClasses.length > 0 && (
        <Text size="sm">
          {createMissingClasses ? 'New classes to create: ' : 'Classes the school does not have: '}
          {answer.missingClasses
            .map(
              (c) =>
                `${c.code}${c.yearGroupName ? ` (${c.yearGroupName})` : ''}, ${studentsText(c.rowCount)}`,
            )
            .join('; ')}
          .
        </Text>
      )}
    </Stack>
  );
}
