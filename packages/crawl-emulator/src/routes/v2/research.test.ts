import { describe, expect, it } from "vitest";
import { expectDescribed } from "../../test/described.js";
import { call, useEmulator } from "../../test/helpers.js";
import { componentErrors, openApiErrors } from "../../test/openapi.js";

const ORIGIN = "origin=js-sdk%404.42.0";

describe("the research index", () => {
  it("searches a corpus whose ids are stable for a seed, with its filters", async () => {
    const first = await useEmulator();
    const again = await useEmulator();
    const path = `/v2/search/research/papers?query=systems%20data&k=5&${ORIGIN}`;
    const results = await call(first, "GET", path);
    expectDescribed(results, "/search/research/papers", "get");
    expect(results.body.results).toHaveLength(5);
    expect((await call(again, "GET", path)).body).toEqual(results.body);
    const otherSeed = await useEmulator({ site: { seed: 2 } });
    expect((await call(otherSeed, "GET", path)).body.results[0].paperId).not.toBe(
      results.body.results[0].paperId,
    );
    const scores = results.body.results.map((result: { score: number }) => result.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);

    const top = results.body.results[0];
    const category = (await call(first, "GET", `/v2/search/research/papers/${top.paperId}`)).body
      .paper.categories[0];
    const filtered = await call(
      first,
      "GET",
      `/v2/search/research/papers?query=data&k=500&categories=${encodeURIComponent(category)}&from=2020-01-01`,
    );
    expect(filtered.body.results.length).toBeGreaterThan(0);
    for (const paper of filtered.body.results) {
      const detail = (await call(first, "GET", `/v2/search/research/papers/${paper.paperId}`)).body
        .paper;
      expect(detail.categories).toContain(category);
      expect(detail.updateDate >= "2020-01-01").toBe(true);
    }
  });

  it("answers a paper by any of its ids, its passages for a query, and its citation neighbours", async () => {
    const emulator = await useEmulator();
    const [paper] = (await call(emulator, "GET", "/v2/search/research/papers?query=x&k=1")).body
      .results;
    const detail = await call(emulator, "GET", `/v2/search/research/papers/${paper.paperId}`);
    expectDescribed(detail, "/search/research/papers/{id}", "get");
    expect(detail.body.paper).toMatchObject({ paperId: paper.paperId, title: paper.title });
    const byPrimary = await call(
      emulator,
      "GET",
      `/v2/search/research/papers/${encodeURIComponent(paper.primaryId)}`,
    );
    expect(byPrimary.body.paper.paperId).toBe(paper.paperId);
    const read = await call(
      emulator,
      "GET",
      `/v2/search/research/papers/${paper.paperId}?query=${encodeURIComponent(paper.title)}&k=2`,
    );
    // The description's oneOf is wrong here: a read answer holds everything a metadata answer
    // does, so it matches both branches. It is checked against its own branch instead.
    expect(openApiErrors("/search/research/papers/{id}", "get", 200, read.body, "v2")).toEqual([
      " must match exactly one schema in oneOf",
    ]);
    expect(componentErrors("ResearchReadPaperResponse", read.body)).toEqual([]);
    expect(read.body).toMatchObject({ paperId: paper.paperId, query: paper.title });
    expect(read.body.passages).toHaveLength(2);

    for (const mode of ["similar", "citers", "references"]) {
      const similar = await call(
        emulator,
        "GET",
        `/v2/search/research/papers/${paper.paperId}/similar?intent=methods&mode=${mode}&k=3`,
      );
      expectDescribed(similar, "/search/research/papers/{id}/similar", "get");
      expect(similar.body.results.length).toBeLessThanOrEqual(3);
      expect(similar.body.truncated).toBe(similar.body.poolSize > 3);
      for (const result of similar.body.results) {
        expect(result.signals.structural).toBeGreaterThan(0);
        expect(result.paperId).not.toBe(paper.paperId);
      }
    }
    const references = await call(
      emulator,
      "GET",
      `/v2/search/research/papers/${paper.paperId}/similar?intent=x&mode=references`,
    );
    expect(references.body.poolSize).toBeGreaterThan(0);
  });

  it("answers bad queries and unknown papers as RFC 7807 problems", async () => {
    const emulator = await useEmulator();
    const empty = await call(emulator, "GET", "/v2/search/research/papers?query=");
    expect(empty.status).toBe(400);
    expect(empty.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(empty.body).toMatchObject({ title: "Bad Request", status: 400 });
    const kWithoutQuery = await call(emulator, "GET", "/v2/search/research/papers/123?k=2");
    expect(kWithoutQuery.body.detail).toBe("k: k is only valid together with query");
    const unknown = await call(emulator, "GET", "/v2/search/research/papers/doi%3A10.1%2Fnone");
    expect(unknown).toMatchObject({
      status: 404,
      body: { status: 404, detail: "No paper matches doi:10.1/none" },
    });
    const noIntent = await call(emulator, "GET", "/v2/search/research/papers/1/similar");
    expect(noIntent.status).toBe(400);
  });

  it("keeps the deprecated GitHub search, saying what replaces it", async () => {
    const emulator = await useEmulator();
    const github = await call(
      emulator,
      "GET",
      `/v2/search/research/github?query=build&k=4&${ORIGIN}`,
    );
    expect(github.status).toBe(200);
    expect(github.body.results).toHaveLength(4);
    expect(github.body.replacement).toBe("/v2/search/developer");
    for (const result of github.body.results) {
      expect(["github_history", "repo_readme"]).toContain(result.resultType);
      expect(result.repo).toMatch(/^example-org\//);
    }
  });
});

describe("the developer index", () => {
  it("searches by POST and GET alike, with its filters and coverage", async () => {
    const emulator = await useEmulator();
    const posted = await call(emulator, "POST", "/v2/search/developer", {
      query: "install guide",
      k: 6,
      passages: 2,
      types: ["issue", "readme"],
    });
    expectDescribed(posted, "/search/developer", "post");
    expect(posted.body.results).toHaveLength(6);
    expect(posted.body.coverage).toEqual({
      doc: "skipped",
      issue: "ok",
      pull_request: "skipped",
      readme: "ok",
    });
    for (const result of posted.body.results) {
      expect(["issue", "readme"]).toContain(result.type);
      expect(result.passages).toHaveLength(2);
    }
    const got = await call(
      emulator,
      "GET",
      "/v2/search/developer?query=install%20guide&k=6&passages=2&types=issue&types=readme",
    );
    expectDescribed(got, "/search/developer", "get");
    expect(got.body).toEqual(posted.body);

    const repo = posted.body.results[0].id.replace(/^[a-z_]+:/, "").replace(/#\d+$/, "");
    const scoped = await call(emulator, "POST", "/v2/search/developer", {
      query: "x",
      k: 100,
      repos: [repo, "nobody/nothing"],
    });
    expect(scoped.body.results.every((result: { url: string }) => result.url.includes(repo))).toBe(
      true,
    );
    expect(scoped.body.repos).toEqual([
      { repo, indexed: true, types: { issue: true, pullRequest: true, readme: true } },
      {
        repo: "nobody/nothing",
        indexed: false,
        types: { issue: true, pullRequest: true, readme: true },
      },
    ]);
  });

  it("refuses filters that cannot match the types asked for", async () => {
    const emulator = await useEmulator();
    const repos = await call(emulator, "POST", "/v2/search/developer", {
      query: "x",
      types: ["doc"],
      repos: ["a/b"],
    });
    expect(repos.status).toBe(400);
    expect(repos.body.details[0].message).toMatch(/^repos cannot match any requested type/);
    const sources = await call(emulator, "POST", "/v2/search/developer", {
      query: "x",
      types: ["issue"],
      sources: ["docs-x"],
    });
    expect(sources.body.details[0].message).toBe(
      "sources cannot match any requested type; add doc or drop sources",
    );
    expect((await call(emulator, "POST", "/v2/search/developer", { query: "" })).status).toBe(400);
  });
});
