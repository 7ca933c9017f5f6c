import { entryListRoute } from "@/components/feed/entry-list-route";

const route = entryListRoute("featured");

export const generateMetadata = route.generateMetadata;
export default route.Page;
