import { Box, Group, Stack, Text } from '@mantine/core';
import type { Proficiency, ProficiencyReport } from '@mathsight/contract/student-reports.ts';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import classes from './proficiency-heat-map.module.css';
import { LABEL_STYLE, proficiencyText } from './proficiency-text.ts';

type Cell = Proficiency & { topicUnitId: number };

/** Each student's measure by topic, for the grid and the table. */
export function cellsByStudent(report: ProficiencyReport) {
  return new Map(report.students.map((s) => [s.studentId, new Map(s.topics.map((m) => [m.topicUnitId, m]))]));
}

/** "Amy Ash, Fractions: Developing: measure 0.84, likely between 0.53 and 1.15 (12 answers)" (or "no answers yet"). */
function cellText(student: string, topic: string, cell: Cell | undefined) {
  return `${student}, ${topic}: ${cell ? proficiencyText(cell) : 'no answers yet'}`;
}

export function HeatMapLegend() {
  return (
    <Group gap="md" wrap="wrap" aria-label="Key" role="list">
      {Object.values(LABEL_STYLE)
        .sort((a, b) => b.order - a.order)
        .map((style) => (
          <Group key={style.letter} gap={6} wrap="nowrap" role="listitem">
            <Box
              component="span"
              className={classes.swatch}
              style={{ background: style.background }}
              aria-hidden
            >
              {style.letter}
            </Box>
            <Text size="sm">{style.text}</Text>
          </Group>
        ))}
      <Group gap={6} wrap="nowrap" role="listitem">
        <Box component="span" className={classes.swatch} aria-hidden />
        <Text size="sm">No answers in the topic</Text>
      </Group>
    </Group>
  );
}

/**
 * The heat map of one class (issue 14 point 10): topics across, students down, each cell the
 * student's topic label as a colour and a letter (S, D, N, ?), so colour is never alone. A grid a
 * keyboard walks (one tab stop, then the arrow keys, Home and End); the cell under the pointer, the
 * finger (a tap focuses it) or the focus is written out in full, in plain words, in a line kept in
 * view at the foot of the screen while the grid is on it.
 */
export function ProficiencyHeatMap({ report }: { report: ProficiencyReport }) {
  const cells = useMemo(() => cellsByStudent(report), [report]);
  const [active, setActive] = useState({ row: 0, col: 0 });
  const [shown, setShown] = useState<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const rows = report.students.length;
  const cols = report.topics.length;

  const focusCell = (row: number, col: number) => {
    const next = { row: Math.max(0, Math.min(rows - 1, row)), col: Math.max(0, Math.min(cols - 1, col)) };
    setActive(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.col}"]`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [active.row - 1, active.col],
      ArrowDown: [active.row + 1, active.col],
      ArrowLeft: [active.row, active.col - 1],
      ArrowRight: [active.row, active.col + 1],
      Home: [active.row, 0],
      End: [active.row, cols - 1],
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    focusCell(move[0], move[1]);
  };

  return (
    <Stack gap="xs">
      <div className={classes.scroller}>
        <table
          ref={gridRef}
          aria-label={`Proficiency of ${report.groupCode} by topic`}
          aria-describedby="heat-map-detail"
          className={classes.grid}
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr>
              <th scope="col" className={classes.corner}>
                Student
              </th>
              {report.topics.map((t) => (
                <th key={t.topicUnitId} scope="col" className={classes.topic} title={t.name}>
                  <span>{t.name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.students.map((s, row) => {
              const name = `${s.firstName} ${s.lastName}`;
              const mine = cells.get(s.studentId);
              return (
                <tr key={s.studentId}>
                  <th scope="row" className={classes.name}>
                    {s.lastName}, {s.firstName}
                  </th>
                  {report.topics.map((t, col) => {
                    const cell = mine?.get(t.topicUnitId);
                    const style = cell ? LABEL_STYLE[cell.label] : null;
                    const text = cellText(name, t.name, cell);
                    const isActive = active.row === row && active.col === col;
                    return (
                      <td
                        key={t.topicUnitId}
                        data-cell={`${row}:${col}`}
                        data-label={cell?.label ?? 'none'}
                        tabIndex={isActive ? 0 : -1}
                        aria-label={text}
                        className={classes.cell}
                        style={style ? { background: style.background } : undefined}
                        onFocus={() => {
                          setActive({ row, col });
                          setShown(text);
                        }}
                        onMouseEnter={() => setShown(text)}
                      >
                        <span aria-hidden>{style?.letter ?? ''}</span>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Text
        id="heat-map-detail"
        size="sm"
        mih="1.5em"
        data-testid="heat-map-detail"
        className={classes.detail}
      >
        {shown ?? 'Tap or point at a cell, or move through the grid with the arrow keys, to read it in full.'}
      </Text>
    </Stack>
  );
}
