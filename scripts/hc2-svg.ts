import { writeFileSync } from 'node:fs';
import { constructQuestions } from '../packages/content/src/bank.ts';
import { constructById } from '../packages/content/src/construct-registry.ts';
const id = Number(process.argv[2]);
const qs = constructQuestions(constructById(id)!);
const html = qs.slice(0, 6).map((q) => `<div style="width:360px;border:1px solid #ccc;margin:4px;display:inline-block"><p style="font:12px sans-serif">${q.stem}</p>${q.diagram}<p style="font:10px sans-serif">${q.diagramAlt}</p></div>`).join('');
writeFileSync(`/tmp/hc2/${id}.html`, `<html><body style="width:390px">${html}</body></html>`);
