// `npm run bench:coach-profile`: the server's CPU time for one coach reply, measured in process on
// the route handler's own path (POST /api/chats/{id}/messages): the guard, the session cookie read
// with next-auth's getToken, the session row and the user's data key, the body's schemas,
// sendMessage (grounding, crisis net, red flags, reply, storing, memory) and the JSON answer.
// Several Pro users, each with a person and two animals, an analysis per profile and a chat that
// grows as it would, take turns sending everyday German messages. The CPU time per reply is
// process.cpuUsage() over the measured replies (the pg driver's side included, PostgreSQL's not);
// then a second round runs under the V8 profiler and the functions with the most self and total
// time are listed.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:coach-profile
//   … -- --replies 300 --users 5 --no-profile --top 30
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { findSourceMap } from "node:module";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";

import { encode, getToken } from "next-auth/jwt";
import { NextRequest } from "next/server";

import { analyzeProfile } from "@/lib/analysis";
import type { Prisma } from "@/prisma/generated/client/client";
import { sessionUser, startSession } from "@/server/auth/sessions";
import { chatIdSchema, sendMessageSchema } from "@/server/chat/schemas";
import { sendMessage } from "@/server/chat/send-message";
import { LocalKeyring, memoryStore } from "@/server/crypto/local-keyring";
import { setKeyProvider } from "@/server/crypto/provider";
import { connectPostgres, type PrismaClient, setDatabase } from "@/server/db";
import { parseJson, routeRules, stateChanging } from "@/server/http/guard";
import { noStore } from "@/server/http/responses";
import { dropDatabase, freshDatabase } from "@/tests/system/support/cluster";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const REPLIES = option("replies", 300);
const USERS = option("users", 5);
// V8 takes a few hundred replies to settle on the coach's code: the figures are for a warm server.
const WARMUP = option("warmup", 300);
const TOP = option("top", 25);
const PROFILE = !args.includes("--no-profile");

const DATABASE = "resonanz_bench_coach";
const SECRET = "coach-profile-secret-coach-profile-secret";
const COOKIE = "__Secure-next-auth.session-token";
const ORIGIN = "http://localhost:3000";

/** What people write to the coach on an ordinary day, with a few facts to remember and one emergency. */
const MESSAGES = [
  "Ich kann abends nicht abschalten.",
  "Mein Nacken ist ständig verspannt.",
  "Wie komme ich besser zur Ruhe?",
  "Hallo, ich hatte heute einen ziemlich anstrengenden Tag im Büro.",
  "Ich schlafe seit der Trennung schlecht und wache nachts oft auf.",
  "Mein Chef schreibt mir noch um 22 Uhr Mails, das stresst mich total.",
  "Was wäre ein guter erster Schritt?",
  "Die Atemübung hat leider nicht geholfen.",
  "Danke, das probiere ich morgen aus.",
  "Ich fühle mich oft gehetzt und finde schwer zur Ruhe, obwohl ich eigentlich müde bin.",
  "Bello bellt ständig, wenn es an der Tür klingelt. Was kann ich tun?",
  "Minka frisst seit zwei Tagen weniger als sonst.",
  "Ich habe seit Wochen Kopfschmerzen, vor allem nach langen Bildschirmtagen.",
  "Kannst du mir eine Übung für zwischendurch empfehlen?",
  "Ich arbeite Vollzeit und pendle jeden Tag eine Stunde, da bleibt kaum Zeit für mich.",
  "Mir hilft Yoga eigentlich gut, aber ich schaffe es gerade nicht regelmäßig.",
  "Warum bin ich eigentlich immer so müde, obwohl ich acht Stunden schlafe?",
  "Meine Mutter ist krank und ich mache mir große Sorgen um sie.",
  "Heute war ein guter Tag, ich war mit Bello lange im Wald spazieren.",
  "Ich habe das Gefühl, dass ich allen gerecht werden muss.",
  "Wie kann ich mit dem Stress bei der Arbeit besser umgehen?",
  "Ich trinke zu viel Kaffee, um durch den Tag zu kommen.",
  "Seit dem Umzug fühle ich mich irgendwie einsam.",
  "Kann das mit dem Umzug zusammenhängen?",
  "Ich möchte gern etwas ins Tagebuch schreiben, hast du eine Idee?",
  "Was bedeutet eigentlich meine Analyse?",
  "Mein Rücken tut weh, wenn ich lange sitze.",
  "Ich bin so wütend auf meinen Kollegen, er hat mein Projekt schlechtgeredet.",
  "Guten Morgen! Ich habe heute endlich mal durchgeschlafen.",
  "Bitte keine Atemübung, das liegt mir nicht.",
  "Minka versteckt sich seit dem Umzug unter dem Bett.",
  "Ich grüble abends im Bett über alles nach, was schiefgelaufen ist.",
  "Wie lange dauert es, bis sich der Schlaf wieder einpendelt?",
  "Mir ist oft schwindelig, wenn ich schnell aufstehe.",
  "Die Bodyscan-Übung war angenehm, danke dafür.",
  "Ich habe Angst vor dem Gespräch mit meiner Chefin nächste Woche.",
  "Mein Hund hat gerade eine ganze Tafel Schokolade gefressen!",
  "Ich merke, dass ich am Wochenende gar nicht mehr runterkomme.",
  "Was kann ich tun, wenn mir alles zu viel wird?",
  "Ich lebe mit meinem Partner und zwei Tieren in einer kleinen Wohnung in Wien.",
] as const;

const ANSWERS = {
  lifeSituation: "Ich lebe mit meinem Partner und unseren Tieren in Wien.",
  professionalSituation: "Vollzeit als Projektleiterin, oft Überstunden und viele Termine.",
  exerciseRoutine: "Zweimal pro Woche laufen, manchmal Yoga.",
  currentHealthIssues: "Verspannungen im Nacken und Schultern nach langen Bürotagen, dazu Kopfschmerzen.",
  emotionalConcerns: "Ich fühle mich oft gehetzt und finde abends schwer zur Ruhe.",
};

interface Sender {
  userId: string;
  chatId: string;
  cookie: string;
}

async function createSender(prisma: PrismaClient, n: number): Promise<Sender> {
  const user = await prisma.user.create({ data: { email: `coach-profile-${n}@bench.test` } });
  await prisma.subscription.create({
    data: { id: `sub_${user.id}`, userId: user.id, stripeCustomerId: `cus_${user.id}`, status: "active" },
  });
  const person = await prisma.profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      profileType: "human",
      name: "Mara",
      gender: "weiblich",
      age: 38,
      stressLevel: 7,
      isActive: true,
      ...ANSWERS,
      createdAt: new Date(Date.now() - 3 * 60_000),
    },
  });
  const pets = [
    { name: "Bello", animalType: "hund" as const, gender: "männlich" as const },
    { name: "Minka", animalType: "katze" as const, gender: "weiblich" as const },
  ];
  for (const [index, pet] of pets.entries()) {
    const profile = await prisma.profile.create({
      data: {
        userId: user.id,
        createdBy: user.id,
        profileType: "animal",
        ...pet,
        age: 5,
        generalBehavior: "Freundlich und verspielt, manchmal etwas unruhig.",
        createdAt: new Date(Date.now() - (2 - index) * 60_000),
      },
    });
    await prisma.analysis.create({
      data: {
        profileId: profile.id,
        overallState: "unruhig",
        engineVersion: "1.0.0",
        detail: analyzeProfile({
          profileType: "animal",
          name: pet.name,
          animalType: pet.animalType,
          stressLevel: 6,
          generalBehavior: "Freundlich und verspielt, manchmal etwas unruhig.",
        }) as unknown as Prisma.InputJsonValue,
      },
    });
  }
  await prisma.analysis.create({
    data: {
      profileId: person.id,
      overallState: "überreizt",
      engineVersion: "1.0.0",
      detail: analyzeProfile({
        profileType: "human",
        name: "Mara",
        stressLevel: 7,
        currentSymptoms: ["nackenverspannung", "schlafstoerungen", "kopfschmerzen"],
        ...ANSWERS,
      }) as unknown as Prisma.InputJsonValue,
    },
  });
  const chat = await prisma.chat.create({ data: { userId: user.id, profileId: person.id, title: "Chat 1" } });
  const sid = await startSession(user.id);
  const cookie = `${COOKIE}=${await encode({ token: { uid: user.id, sid }, secret: SECRET })}`;
  return { userId: user.id, chatId: chat.id, cookie };
}

/** The route handler's POST, with the session read from the request instead of next/headers. */
const post = stateChanging(
  routeRules.pageJson,
  async (request: Request, raw: string, { chatId: rawId }: { chatId: string }) => {
    // What currentSessionId() does with the request's headers.
    const session = new NextRequest("http://session.invalid/", { headers: request.headers });
    const token = await getToken({ req: session, secret: SECRET, secureCookie: true });
    const user = typeof token?.sid === "string" ? await sessionUser(token.sid) : null;
    if (!user) throw new Error("no session");
    const chatId = chatIdSchema.safeParse(rawId);
    if (!chatId.success) throw new Error("bad chat id");
    const read = parseJson(raw);
    if (read instanceof Response) return read;
    const input = sendMessageSchema.safeParse(read.body);
    if (!input.success) throw new Error(input.error.message);
    const outcome = await sendMessage(user.id, chatId.data, input.data.content);
    if (outcome.kind === "stream") throw new Error("a language model is configured");
    const { userMessage, reply, allowance } = outcome;
    return Response.json(
      { ok: true, data: { userMessage, reply, allowance } },
      { status: 201, headers: noStore },
    );
  },
);

let sent = 0;
async function send(senders: readonly Sender[]): Promise<void> {
  const sender = senders[sent % senders.length]!;
  const content = MESSAGES[Math.floor(sent / senders.length) % MESSAGES.length]!;
  sent += 1;
  const request = new Request(`${ORIGIN}/api/chats/${sender.chatId}/messages`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      host: "localhost:3000",
      cookie: sender.cookie,
    },
    body: JSON.stringify({ content }),
  });
  const response = await post(request, { chatId: sender.chatId });
  if (response.status !== 201) throw new Error(`status ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

async function run(senders: readonly Sender[], replies: number) {
  const usage = process.cpuUsage();
  const began = performance.now();
  for (let reply = 0; reply < replies; reply += 1) await send(senders);
  const used = process.cpuUsage(usage);
  return { cpuMs: (used.user + used.system) / 1000 / replies, wallMs: (performance.now() - began) / replies };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** A frame's function with its source line (tsx's source maps lead back to the TypeScript). */
function where(frame: ProfileNode["callFrame"]): string {
  const entry = findSourceMap(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
  const line = entry && "originalLine" in entry ? entry.originalLine : frame.lineNumber;
  const file = frame.url.startsWith("file://")
    ? path.relative(process.cwd(), new URL(frame.url).pathname)
    : frame.url;
  return `${frame.functionName || "(anonymous)"} ${file}:${line + 1}`;
}

/** The app's own code, not node_modules or Node's internals. */
const ours = (name: string) => / (?:app|lib|server|config|content|messages)\//.test(name);

/** Self and total time per function over a V8 CPU profile, ms per reply (recursion counted once). */
function topFunctions(
  profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] },
  replies: number,
) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (const [index, leaf] of samples.entries()) {
    const micros = deltas[index + 1] ?? deltas[index] ?? 0;
    const node = byId.get(leaf)!;
    const key = where(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + micros);
    const seen = new Set<string>();
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame;
      if (frame.functionName === "(root)") continue;
      const name = where(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + micros);
    }
  }
  const top = (map: Map<string, number>, only: (name: string) => boolean = () => true) =>
    [...map.entries()]
      .filter(([name]) => only(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, micros]) => `  ${(micros / 1000 / replies).toFixed(3).padStart(7)} ms  ${name}`);
  return { self: top(self), total: top(total), ownTotal: top(total, ours) };
}

const database = connectPostgres(freshDatabase(DATABASE), { max: 5 });
setDatabase(database);
setKeyProvider(new LocalKeyring(randomBytes(32), memoryStore()));
try {
  const senders: Sender[] = [];
  for (let n = 0; n < USERS; n += 1) senders.push(await createSender(database.prisma, n));
  for (let reply = 0; reply < WARMUP; reply += 1) await send(senders);
  const measured = await run(senders, REPLIES);
  console.log(
    `\nCoach reply in process (Node ${process.version}, ${USERS} Pro users, ${REPLIES} replies after ` +
      `${WARMUP} to warm up, load average ${loadavg()[0]?.toFixed(1)})`,
  );
  console.log(
    `  CPU per reply ${measured.cpuMs.toFixed(2)} ms, wall time per reply ${measured.wallMs.toFixed(2)} ms`,
  );
  if (PROFILE) {
    const session = new Session();
    session.connect();
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 100 });
    await session.post("Profiler.start");
    const profiled = await run(senders, REPLIES);
    const { profile } = await session.post("Profiler.stop");
    session.disconnect();
    const saved = path.join(tmpdir(), "coach-profile.cpuprofile");
    writeFileSync(saved, JSON.stringify(profile));
    const { self, total, ownTotal } = topFunctions(profile, REPLIES);
    console.log(`\nUnder the profiler: CPU per reply ${profiled.cpuMs.toFixed(2)} ms (profile: ${saved})`);
    console.log(`\nTop ${TOP} functions by self time (ms per reply):\n${self.join("\n")}`);
    console.log(`\nTop ${TOP} functions by total time (ms per reply):\n${total.join("\n")}`);
    console.log(
      `\nTop ${TOP} of the app's own functions by total time (ms per reply):\n${ownTotal.join("\n")}`,
    );
  }
} finally {
  setDatabase(undefined);
  await database.close();
  dropDatabase(DATABASE);
}
