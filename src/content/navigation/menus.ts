import type { IconName, NavItem, NavMenu } from "./types";

type ItemSpec = readonly [key: string, label: string, href: string];

function menu(key: string, label: string, icon: IconName, items: readonly ItemSpec[]): NavMenu {
  return {
    key: `${key}.title`,
    label,
    icon,
    items: items.map(([itemKey, itemLabel, href]): NavItem => ({
      key: `${key}.${itemKey}`,
      label: itemLabel,
      href,
    })),
  };
}

export const admissionMenu = menu("admission", "Admission", "GraduationCap", [
  ["matricInter", "Matric / Inter", "/admission/matric-inter"],
  ["bachelor", "Bachelor", "/admission/bachelor"],
  ["mastersPhd", "Masters / PhD", "/admission/masters-phd"],
  ["twoYears", "2-Year Programs", "/admission/2-years"],
  ["guidelines", "Admission Guidelines", "/admission/guidelines"],
  ["armyPolice", "Army & Police", "/admission/army-police"],
]);

export const studyAbroadMenu = menu("studyAbroad", "Study Abroad", "Plane", [
  ["scholarships", "Scholarships", "/study-abroad/scholarships"],
  ["guidance", "Guidance", "/study-abroad/guidance"],
  ["seminar", "Seminars", "/study-abroad/seminar"],
  ["consultant", "Consultants", "/study-abroad/consultant"],
  ["self", "Apply on Your Own", "/study-abroad/self"],
  ["more", "More", "/study-abroad/more"],
]);

// The spec's labels do not match the paths here, on purpose: keep them as they are.
export const trainingSeminarsMenu = menu(
  "trainingSeminars",
  "Training & Seminars",
  "Presentation",
  [
    ["onlineTrainings", "Online Trainings", "/training-seminars/workshops"],
    ["physicalTrainings", "Physical Trainings", "/training-seminars/online"],
    ["seminars", "Seminars", "/training-seminars/certifications"],
    ["workshops", "Workshops", "/training-seminars/certifications"],
    ["webinars", "Webinars", "/training-seminars/certifications"],
    ["conferences", "Conferences", "/training-seminars/certifications"],
  ],
);

export const careerMenu = menu("career", "Career", "Briefcase", [
  ["counseling", "Career Counseling", "/career-planning/counseling"],
  ["jobPlacement", "Job Placement", "/career-planning/job-placement"],
  ["skillDevelopment", "Skill Development", "/career-planning/skill-development"],
]);

export const tutorsMenu = menu("tutors", "Tutors", "Users", [
  ["find", "Find a Tutor", "/tutors/find"],
  ["register", "Register as a Tutor", "/tutors/register"],
]);

/*
 * Labels are the spec's own "more links" (section 1: education products, book store, tours,
 * hostels, apps, contact), paired in order with its More paths, three of which share /faq.
 */
export const moreMenu = menu("more", "More", "Ellipsis", [
  ["educationProducts", "Education Products", "/resources"],
  ["bookStore", "Book Store", "/events"],
  ["tours", "Tours", "/support"],
  ["hostels", "Hostels", "/faq"],
  ["apps", "Apps", "/faq"],
  ["contact", "Contact", "/faq"],
]);

/** Plain-link menus after Coaching, in header order. */
export const plainMenus: readonly NavMenu[] = [
  admissionMenu,
  studyAbroadMenu,
  trainingSeminarsMenu,
  careerMenu,
  tutorsMenu,
  moreMenu,
];

export const footerLinks = menu("footer", "Quick Links", "Info", [
  ["contactUs", "Contact Us", "/contact-us"],
  ["privacyPolicy", "Privacy Policy", "/privacy-policy"],
  ["termsOfService", "Terms of Service", "/terms-of-service"],
  ["aboutUs", "About Us", "/about-us"],
]);
