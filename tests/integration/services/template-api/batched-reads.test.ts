import { expect, it } from "@jest/globals";
import { buildTestTemplateApi, describeTemplateApi } from "../../../harness/template-api";

/** Reads by id asked for at once go to the database together (BatchedReads): each must still get its own answer. */
describeTemplateApi("template reads asked for at once", (api) => {
  it("answers each app only its own templates, and an unknown or another app's id with 404", async () => {
    const [first, second] = [await api().registerApp(), await api().registerApp()];
    const firsts = await Promise.all([0, 1, 2].map((i) => api().createTemplate(first, { name: `first_${i}` })));
    const seconds = await Promise.all([0, 1].map((i) => api().createTemplate(second, { name: `second_${i}` })));
    const reads = [
      ...firsts.map((t) => ({ app: first, id: t._id, expected: 200 })),
      ...seconds.map((t) => ({ app: second, id: t._id, expected: 200 })),
      ...firsts.map((t) => ({ app: second, id: t._id, expected: 404 })),
      { app: first, id: seconds[0]!._id, expected: 404 },
      { app: first, id: "0123456789abcdef01234567", expected: 404 },
    ];
    const answers = await Promise.all([...reads, ...reads].map(({ app, id }) => api().call(app, "GET", `/${id}`)));
    answers.forEach((answer, i) => {
      const { id, expected } = reads[i % reads.length]!;
      expect(answer.statusCode).toBe(expected);
      if (expected === 200) expect(answer.json()._id).toBe(id);
    });
  });

  it("shows a change made through another instance on the same database in the next read", async () => {
    const other = await buildTestTemplateApi(api().db);
    try {
      const verifier = await api().registerApp();
      const created = await api().createTemplate(verifier);
      const read = async () => (await api().call(verifier, "GET", `/${created._id}`)).json().domain;
      expect(await Promise.all([read(), read()])).toEqual(["fyre.hypersign.id", "fyre.hypersign.id"]);
      const asOther = { ...verifier };
      expect((await other.call(asOther, "PATCH", `/${created._id}`, { domain: "other.example.org" })).statusCode).toBe(200);
      expect(await Promise.all([read(), read()])).toEqual(["other.example.org", "other.example.org"]);
      expect((await other.call(asOther, "DELETE", `/${created._id}`)).statusCode).toBe(200);
      expect((await api().call(verifier, "GET", `/${created._id}`)).statusCode).toBe(404);
    } finally {
      await other.app.close();
    }
  });
});
