import { z } from "zod";
import { email } from "./common";

export const passwordResetSchema = z.object({ email });
