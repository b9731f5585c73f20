import { readFileSync } from 'node:fs';
import { chunkDocument } from '@/lib/content/chunk';
const md = readFileSync(process.argv[2]!, 'utf8');
for (const c of chunkDocument({ title: 'T', markdown: md })) if (c.content.includes(process.argv[3]!)) console.log('---', c.heading, '\n', c.content.slice(0, 1500));
