import { openDatabase, type Db } from './lib/db';
import { seedDatabase } from './lib/content';
import { releasedAnswer } from './scripts/facts-run';
import { loadProfileFile } from './lib/profile';
import { readQuestion } from './lib/question';
const { db, close } = await openDatabase({ dataDir: 'memory://' });
await seedDatabase(db as Db, undefined, { embedder: null });
const profile = await loadProfileFile();
for (const [q, l] of [['موتور جست‌وجوی آرشیو نسخه‌های خطی گلستان چگونه ساخته شد؟', 'fa'], ['نیم‌فاصله در نوشتار فارسی چه نقشی دارد؟', 'fa'], ['Where did she work before Nahrvald Labs?','en'], ['What was her first job?','en'], ['Where did she do her bachelor\'s?','en'], ['Wo arbeitet sie jetzt?','de'], ['她在Nahrvald Labs之前在哪里工作？','zh']] as const) {
  const v = readQuestion(q, l); console.log(q, v.content, v.functionWords);
  console.log(await releasedAnswer(db as Db, profile, q, l));
}
await close();
