import { describe, expect, it } from "vitest";
import { CATALOGUES } from "@/i18n/catalogues";
import { lectureClasses, subjectNames, type SubjectSlug } from "@/content/classes";
import { feedGroups, lectureGroups, understandQuery, urduStem } from "./search-query";

describe("understandQuery: class names as the site and students write them", () => {
  it.each([
    ["9th", ["9th"]],
    ["9th Class", ["9th"]],
    ["class 9", ["9th"]],
    ["Grade 10", ["10th"]],
    ["class 10", ["10th"]],
    ["tenth", ["10th"]],
    ["1st Year", ["11th"]],
    ["first year", ["11th"]],
    ["11th", ["11th"]],
    ["FSc Part I", ["11th"]],
    ["2nd year", ["12th"]],
    ["12th", ["12th"]],
    ["HSSC part 2", ["12th"]],
    ["matric", ["9th", "10th"]],
    ["SSC part 2", ["10th"]],
    ["inter", ["11th", "12th"]],
    ["intermediate", ["11th", "12th"]],
    ["نویں جماعت", ["9th"]],
    ["جماعت نہم", ["9th"]],
    ["فرسٹ ایئر", ["11th"]],
    ["فرسٹ ائیر", ["11th"]],
    ["سیکنڈ ایئر", ["12th"]],
    ["بارھویں", ["12th"]],
    ["میٹرک", ["9th", "10th"]],
    ["انٹر پارٹ دوم", ["12th"]],
  ])("%s names %j", (query, classes) => {
    const plan = understandQuery(query);
    expect(plan.classes).toEqual(classes);
    expect(plan.words).toEqual([]);
  });

  it("takes the class and subject out of a phrase and keeps the other words", () => {
    expect(understandQuery("2nd year physics")).toMatchObject({
      classes: ["12th"],
      subjects: ["physics"],
      words: [],
    });
    expect(understandQuery("class 10 chemistry acids")).toMatchObject({
      classes: ["10th"],
      subjects: ["chemistry"],
      words: ["acids"],
    });
    expect(understandQuery("9th 10th maths")).toMatchObject({
      classes: ["9th", "10th"],
      subjects: ["mathematics"],
    });
  });

  it("leaves a bare number, a word that only starts like a name and other words alone", () => {
    expect(understandQuery("chapter 10")).toMatchObject({ classes: [], words: ["chapter", "10"] });
    expect(understandQuery("international")).toMatchObject({
      classes: [],
      words: ["international"],
    });
    expect(understandQuery("newtons laws")).toMatchObject({ words: ["newtons", "laws"] });
  });

  it("drops words such as “lectures” and “class” only when other words remain", () => {
    expect(understandQuery("physics lectures").words).toEqual([]);
    expect(understandQuery("motion class videos").words).toEqual(["motion"]);
    expect(understandQuery("lectures").words).toEqual(["lectures"]);
  });

  it("reads Urdu typed with Arabic letters as Urdu", () => {
    // نویں as an Arabic keyboard writes it (yeh, noon), طبیعیات with Arabic yeh.
    expect(understandQuery("نوي\u0646 جماعت طبيعيات")).toMatchObject({
      classes: ["9th"],
      subjects: ["physics"],
      words: [],
    });
  });
});

describe("understandQuery: subject names", () => {
  it.each([
    ["maths", "mathematics"],
    ["Computer Science", "computer-science"],
    ["pak studies", "pak-studies"],
    ["طبیعیات", "physics"],
    ["فزکس", "physics"],
    ["مطالعۂ پاکستان", "pak-studies"],
    ["اکاؤنٹنگ", "accounting"],
  ])("%s is %s", (query, subject) => {
    expect(understandQuery(query)).toMatchObject({ subjects: [subject], words: [] });
  });

  it("understands every class and subject name the site shows, in English and Urdu", () => {
    for (const messages of [CATALOGUES.en, CATALOGUES.ur]) {
      for (const entry of lectureClasses) {
        const names = messages.Classes[entry.slug];
        const menu = messages.nav.coaching.lecturesQuizzes[entry.slug];
        for (const name of [names.title, names.grade, menu]) {
          expect(understandQuery(name).classes, name).toEqual([entry.slug]);
        }
      }
      for (const slug of Object.keys(subjectNames) as SubjectSlug[]) {
        expect(understandQuery(messages.Subjects[slug]).subjects, slug).toEqual([slug]);
      }
    }
  });
});

describe("word forms", () => {
  it("takes Urdu plural and oblique endings off, keeping at least three letters", () => {
    expect(urduStem("داخلے")).toBe("داخل");
    expect(urduStem("داخلہ")).toBe("داخل");
    expect(urduStem("امتحانات")).toBe("امتحان");
    expect(urduStem("کتابیں")).toBe("کتاب");
    expect(urduStem("بچے")).toBe("بچے");
    expect(urduStem("newtons")).toBe("newtons");
  });

  it("asks for English words with their word forms and Urdu words by their stem", () => {
    const plan = understandQuery("newtons داخلے");
    expect(feedGroups(plan)).toEqual([
      { query: "newtons:*", english: true },
      { query: "داخل:*", english: false },
    ]);
  });
});

describe("full-text groups", () => {
  it("matches a lecture's class and subject by the words of its slugs", () => {
    expect(lectureGroups(understandQuery("inter computer science"))).toEqual([
      { query: "11th | 12th", english: false },
      { query: "computer <-> science", english: false },
    ]);
  });

  it("matches updates and jobs by any name of the class, as phrases", () => {
    const [classes] = feedGroups(understandQuery("class 10"));
    const names = classes!.query.split(" | ");
    expect(names).toEqual(expect.arrayContaining(["class <-> 10", "10th", "دسوین", "tenth"]));
    expect(names).not.toContain("matric");
    expect(names).not.toContain("10th <-> class");
  });

  it("holds only letters, digits and tsquery operators of its own", () => {
    const plan = understandQuery(`'; DROP TABLE x; -- "a" & !b | c:* <-> (d)`);
    for (const group of [...lectureGroups(plan), ...feedGroups(plan)]) {
      expect(group.query).toMatch(/^[\p{L}\p{M}\p{N}]+:\*$/u);
    }
  });
});
