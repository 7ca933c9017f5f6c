/*
 * The database's tables, one file per part of the portal; drizzle-kit reads this folder
 * (drizzle.config.ts). A new part of the portal adds its own file here and a line below.
 */
export * from "./search";
export * from "./content";
export * from "./accounts";
export * from "./workspace";
export * from "./pages";
export * from "./library";
export * from "./quiz";
export * from "./mail";
export * from "./newsletter";
export * from "./mock";
