/**
 * What a built script is made of: its bytes traced to their sources through the build's (hidden)
 * source map, summed by npm package (the app's own files together as "app"), each weighed by
 * gzip -9 of its code alone: a library's share of the first card's JavaScript, which says what a
 * budget can and cannot reach without leaving it.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer, type MappingItem } from "source-map-js";

export interface ModuleWeight {
  module: string;
  gzip: number;
}

/** The npm package of a source path, or "app" for ours. */
function moduleOf(source: string | null): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source ?? "");
  return match ? match[1]! : "app";
}

/** The weights of `file` (with `file.map` beside it), heaviest first. */
export function moduleWeights(file: string): ModuleWeight[] {
  const lines = readFileSync(file, "utf8").split("\n");
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, "utf8")));
  const mappings: MappingItem[] = [];
  map.eachMapping((mapping) => mappings.push(mapping), null, SourceMapConsumer.GENERATED_ORDER);
  const code = new Map<string, string[]>();
  mappings.forEach((mapping, i) => {
    const next = mappings[i + 1];
    const line = lines[mapping.generatedLine - 1] ?? "";
    const end = next?.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
    const module = moduleOf(mapping.source);
    const parts = code.get(module) ?? code.set(module, []).get(module)!;
    parts.push(line.slice(mapping.generatedColumn, end));
  });
  return [...code]
    .map(([module, parts]) => ({ module, gzip: gzipSync(parts.join(""), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
}
