// Written by scripts/i18n-index.mjs from the files of en-US/: run it after adding an area.
import common from "./common.json";
import enums from "./enums.json";
import errors from "./errors.json";

export default {
  common,
  enums,
  errors,
};
