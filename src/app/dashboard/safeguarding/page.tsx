import { shellPage } from "@/components/management/shell-page";
import { CaseList } from "@/components/safeguarding/case-list";

export const metadata = { title: "Safeguarding" };

/** Coaches and admins: the safeguarding cases they were told of (every case, for the organisation's leads). */
export default shellPage(metadata, <CaseList />, {
  description:
    "Concerns raised by what athletes wrote or said. Open cases first; each is recorded with who looked and what was done.",
});
