/**
 * The Dockerfile read as its stages and instructions, for e2e/deployImage.test.ts to replay its
 * runtime stage where no Docker engine runs: the instructions (continued lines joined, comments
 * and the parser directive left out), their --flags, and the exec form of CMD.
 */

export interface Instruction {
  /** COPY, RUN, ENV, CMD… */
  keyword: string;
  /** The --name=value flags before the arguments. */
  flags: Record<string, string>;
  /** What follows the flags. */
  args: string;
}

export interface Stage {
  image: string;
  name: string | undefined;
  steps: Instruction[];
}

/** `--a=b --c=d rest` as its flags and the rest. */
function withFlags(text: string): { flags: Record<string, string>; args: string } {
  const flags: Record<string, string> = {};
  let rest = text.trim();
  for (let flag = /^--([a-z-]+)=(\S+)\s+/.exec(rest); flag; flag = /^--([a-z-]+)=(\S+)\s+/.exec(rest)) {
    flags[flag[1] as string] = flag[2] as string;
    rest = rest.slice(flag[0].length);
  }
  return { flags, args: rest };
}

/** The stages of a Dockerfile's text, in order. */
export function stagesOf(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = "", rest = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === "FROM") {
      const [, image = "", name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest) ?? [];
      stages.push({ image, name, steps: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${upper} before any FROM`);
    stage.steps.push({ keyword: upper, ...withFlags(rest) });
  }
  return stages;
}

/** A CMD's (or HEALTHCHECK CMD's) exec form, the JSON array of the program and its arguments. */
export function execForm(args: string): string[] {
  const command: unknown = JSON.parse(args);
  if (!Array.isArray(command) || command.some((part) => typeof part !== "string") || !command.length)
    throw new Error(`not an exec form: ${args}`);
  return command as string[];
}
