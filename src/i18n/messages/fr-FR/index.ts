// Written by scripts/i18n-index.mjs from the files of en-US/: run it after adding an area.
import account from "./account.json";
import aiConfig from "./aiConfig.json";
import analytics from "./analytics.json";
import assessments from "./assessments.json";
import audit from "./audit.json";
import brief from "./brief.json";
import chatMessages from "./chatMessages.json";
import chats from "./chats.json";
import checkIns from "./checkIns.json";
import coachingNotes from "./coachingNotes.json";
import commandPalette from "./commandPalette.json";
import common from "./common.json";
import dataTable from "./dataTable.json";
import enums from "./enums.json";
import errors from "./errors.json";
import files from "./files.json";
import goals from "./goals.json";
import home from "./home.json";
import intakeForm from "./intakeForm.json";
import journals from "./journals.json";
import management from "./management.json";
import notifications from "./notifications.json";
import organizations from "./organizations.json";
import pages from "./pages.json";
import profile from "./profile.json";
import reports from "./reports.json";
import safeguarding from "./safeguarding.json";
import selectDashboard from "./selectDashboard.json";
import shell from "./shell.json";
import signIn from "./signIn.json";
import statusPages from "./statusPages.json";
import teams from "./teams.json";
import ui from "./ui.json";
import users from "./users.json";
import voice from "./voice.json";

export default {
  account,
  aiConfig,
  analytics,
  assessments,
  audit,
  brief,
  chatMessages,
  chats,
  checkIns,
  coachingNotes,
  commandPalette,
  common,
  dataTable,
  enums,
  errors,
  files,
  goals,
  home,
  intakeForm,
  journals,
  management,
  notifications,
  organizations,
  pages,
  profile,
  reports,
  safeguarding,
  selectDashboard,
  shell,
  signIn,
  statusPages,
  teams,
  ui,
  users,
  voice,
};
