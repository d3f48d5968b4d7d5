-- object_id(): Mongo-style 24-hex ids, the default of every table's "id" (docs/CONVENTIONS.md).
-- 8 hex chars of the epoch seconds (so ids sort roughly by creation time, like ObjectIds) + 16 random hex chars.
-- Built-ins only (no pgcrypto), so it runs on PostgreSQL 15 and PGlite alike. No semicolon may appear inside the
-- body or these comments: the migration adapter runs a script statement by statement, splitting at each one.
CREATE OR REPLACE FUNCTION object_id() RETURNS varchar(24)
LANGUAGE sql VOLATILE
AS $$
  SELECT lpad(to_hex(floor(extract(epoch FROM clock_timestamp()))::bigint), 8, '0')
      || substr(md5(random()::text || random()::text || clock_timestamp()::text), 1, 16)
$$;

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('admin', 'coach', 'user');

-- CreateEnum
CREATE TYPE "OpenAiFilePurpose" AS ENUM ('assistants', 'batch', 'fine-tune', 'vision', 'user_data', 'evals');

-- CreateEnum
CREATE TYPE "InjuryStatusValue" AS ENUM ('minor-injury', 'serious-injury', 'fully-healthy', 'NA');

-- CreateEnum
CREATE TYPE "PreferredLanguage" AS ENUM ('en-US', 'es-ES', 'fr-FR', 'de-DE', 'pt-BR');

-- CreateEnum
CREATE TYPE "PreferredGender" AS ENUM ('male', 'female', 'non-binary', 'other', 'NA');

-- CreateEnum
CREATE TYPE "AssessmentSection" AS ENUM ('mental', 'physical', 'performance');

-- CreateEnum
CREATE TYPE "AssessmentKey" AS ENUM ('mood', 'mindsetAndAwareness', 'handlingFailure', 'motivation', 'physicalHealth', 'dietAndNutrition', 'sleepQuality', 'vitalityAndStamina', 'currentGoals', 'biggestChallenges', 'consistency', 'timeManagement');

-- CreateEnum
CREATE TYPE "AssessmentSource" AS ENUM ('chat', 'journal');

-- CreateEnum
CREATE TYPE "ChatMode" AS ENUM ('generalist', 'coaching', 'oracle');

-- CreateEnum
CREATE TYPE "ChatType" AS ENUM ('agent-chat', 'group', 'user-user');

-- CreateEnum
CREATE TYPE "GoalDeadline" AS ENUM ('week', 'month', 'quarter', 'semester', 'year', 'custom');

-- CreateEnum
CREATE TYPE "GoalPriority" AS ENUM ('high', 'medium', 'low');

-- CreateEnum
CREATE TYPE "GoalStatus" AS ENUM ('paused', 'in-progress', 'completed', 'abandoned');

-- CreateEnum
CREATE TYPE "RealtimeVoice" AS ENUM ('alloy', 'ash', 'ballad', 'coral', 'echo', 'sage', 'shimmer', 'verse');

-- CreateEnum
CREATE TYPE "TurnDetectionType" AS ENUM ('semantic_vad', 'server_vad');

-- CreateEnum
CREATE TYPE "VoiceSensitivity" AS ENUM ('low', 'medium', 'high');

-- CreateEnum
CREATE TYPE "VoiceLanguage" AS ENUM ('en', 'es', 'pt', 'fr', 'de', 'it');

-- CreateEnum
CREATE TYPE "MessageRole" AS ENUM ('system', 'developer', 'user', 'assistant');

-- CreateEnum
CREATE TYPE "InstructionRole" AS ENUM ('system', 'user');

-- CreateEnum
CREATE TYPE "InstructionPlacement" AS ENUM ('start', 'middle', 'end');

-- CreateEnum
CREATE TYPE "CoachingNoteType" AS ENUM ('observation', 'coach-prompt', 'feedback');

-- CreateEnum
CREATE TYPE "NotificationType" AS ENUM ('user', 'organization', 'team', 'all');

-- CreateEnum
CREATE TYPE "NotificationLevel" AS ENUM ('error', 'info', 'warning', 'success');

-- CreateEnum
CREATE TYPE "UsageDateType" AS ENUM ('day', 'month');

-- CreateTable
CREATE TABLE "Organization" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "description" TEXT,
    "image" TEXT,
    "address" JSONB,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "slug" TEXT NOT NULL,
    "masterOrganization" BOOLEAN NOT NULL DEFAULT false,
    "chatConfig" JSONB,
    "createdById" VARCHAR(24),
    "updatedById" VARCHAR(24),

    CONSTRAINT "Organization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Team" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "description" TEXT,
    "image" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "slug" TEXT NOT NULL,
    "organizationId" VARCHAR(24) NOT NULL,
    "createdById" VARCHAR(24),
    "updatedById" VARCHAR(24),

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "firebaseId" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "name" VARCHAR(255) NOT NULL,
    "email" TEXT NOT NULL,
    "organizationId" VARCHAR(24),
    "role" "Role" NOT NULL DEFAULT 'user',
    "isAdminMaster" BOOLEAN NOT NULL DEFAULT false,
    "phoneCode" TEXT,
    "phone" TEXT,
    "image" TEXT,
    "address" JSONB,
    "lastLoginAt" TIMESTAMP(3),
    "filledIntakeForm" BOOLEAN NOT NULL DEFAULT false,
    "canViewChatHiddenInfo" BOOLEAN NOT NULL DEFAULT false,
    "timezone" TEXT,
    "streakDays" INTEGER NOT NULL DEFAULT 0,
    "maxStreakDays" INTEGER NOT NULL DEFAULT 0,
    "invisibleToOthers" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserDetails" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "userId" VARCHAR(24) NOT NULL,
    "routineAssessments" INTEGER NOT NULL DEFAULT 0,
    "innerPhilosopher" JSONB,
    "innerHero" JSONB,
    "archetypeUpdatedAt" TIMESTAMP(3),
    "routineAssessmentAt" TIMESTAMP(3),
    "injuryStatusValue" "InjuryStatusValue",
    "injuryStatusDescription" TEXT,
    "preferredEmotionalSupport" TEXT,
    "stressTriggers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "riskProfile" TEXT,
    "bio" TEXT,
    "lastRoutineAssessmentJustification" TEXT,
    "background" TEXT,
    "keyMotivators" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "lifeEvents" JSONB NOT NULL DEFAULT '[]',
    "environmentAwareness" TEXT,
    "communityInvolvement" TEXT,
    "birthDate" TIMESTAMP(3),
    "personalityTraits" JSONB NOT NULL DEFAULT '[]',
    "decisionMaking" JSONB,
    "conflictResolutionApproach" JSONB,
    "copingMechanisms" JSONB,
    "worldView" JSONB,
    "corePersonalityTraits" JSONB,
    "internalConflicts" JSONB,
    "recurringChallenges" JSONB,
    "personalGrowthFocus" JSONB,
    "preferredLanguage" "PreferredLanguage",
    "preferredGender" "PreferredGender",
    "preferredName" TEXT,
    "preferredProblemSolvingApproach" TEXT,
    "preferredCommunicationTone" TEXT,
    "preferredLearningStyle" TEXT,
    "preferredFeedbackStyle" TEXT,
    "otherPreferences" TEXT,

    CONSTRAINT "UserDetails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "File" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "name" TEXT NOT NULL,
    "size" INTEGER NOT NULL DEFAULT 0,
    "type" TEXT,
    "s3Url" TEXT,
    "s3FileKey" TEXT,
    "openAiFileId" TEXT,
    "openAiPurpose" "OpenAiFilePurpose",
    "content" TEXT,
    "userId" VARCHAR(24),
    "organizationId" VARCHAR(24),
    "createdById" VARCHAR(24),
    "updatedById" VARCHAR(24),

    CONSTRAINT "File_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JournalEntry" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "title" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "date" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "draft" BOOLEAN NOT NULL DEFAULT false,
    "assessed" BOOLEAN NOT NULL DEFAULT false,
    "shouldAssess" BOOLEAN NOT NULL DEFAULT true,
    "assessedAt" TIMESTAMP(3),
    "number" INTEGER,
    "userId" VARCHAR(24) NOT NULL,
    "organizationId" VARCHAR(24),

    CONSTRAINT "JournalEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AssessmentValue" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "userId" VARCHAR(24) NOT NULL,
    "organizationId" VARCHAR(24),
    "section" "AssessmentSection" NOT NULL,
    "key" "AssessmentKey" NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "justification" TEXT,
    "date" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "source" "AssessmentSource",
    "chatId" VARCHAR(24),
    "journalEntryId" VARCHAR(24),

    CONSTRAINT "AssessmentValue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Agent" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "description" TEXT,
    "coreInstruction" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "nUpdates" INTEGER NOT NULL DEFAULT 1,
    "openAIAssistantId" TEXT,
    "image" TEXT,
    "organizationId" VARCHAR(24),
    "chatSettings" JSONB,
    "allowedModes" "ChatMode"[] DEFAULT ARRAY['coaching']::"ChatMode"[],
    "defaultMode" "ChatMode" NOT NULL DEFAULT 'coaching',
    "assignToEverybody" BOOLEAN NOT NULL DEFAULT false,
    "createdById" VARCHAR(24),
    "updatedById" VARCHAR(24),

    CONSTRAINT "Agent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Goal" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "userId" VARCHAR(24) NOT NULL,
    "organizationId" VARCHAR(24),
    "title" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "motivation" TEXT,
    "keywords" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "deadline" "GoalDeadline",
    "priority" "GoalPriority",
    "startDate" TIMESTAMP(3),
    "deadlineDate" TIMESTAMP(3),
    "completedDate" TIMESTAMP(3),
    "progress" INTEGER NOT NULL DEFAULT 0,
    "status" "GoalStatus" NOT NULL DEFAULT 'in-progress',
    "createdById" VARCHAR(24),
    "updatedById" VARCHAR(24),

    CONSTRAINT "Goal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GoalNote" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "goalId" VARCHAR(24) NOT NULL,
    "title" TEXT,
    "justification" TEXT,
    "previousProgress" INTEGER,
    "progress" INTEGER,
    "progressedValue" INTEGER,
    "fromChatId" VARCHAR(24),
    "fromJournalId" VARCHAR(24),

    CONSTRAINT "GoalNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Chat" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "type" "ChatType" NOT NULL DEFAULT 'agent-chat',
    "title" TEXT,
    "image" TEXT,
    "organizationId" VARCHAR(24),
    "number" INTEGER,
    "numberWithAgent" INTEGER,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "assessed" BOOLEAN NOT NULL DEFAULT false,
    "shouldAssess" BOOLEAN NOT NULL DEFAULT true,
    "assessedAt" TIMESTAMP(3),
    "hasAchievedGoal" BOOLEAN NOT NULL DEFAULT false,
    "hasChangedTitle" BOOLEAN NOT NULL DEFAULT false,
    "isFavorite" BOOLEAN NOT NULL DEFAULT false,
    "isArchived" BOOLEAN NOT NULL DEFAULT false,
    "threadId" TEXT,
    "mode" "ChatMode" NOT NULL DEFAULT 'coaching',
    "additionalInstructions" TEXT,
    "model" TEXT,
    "temperature" DOUBLE PRECISION,
    "maxTokens" INTEGER,
    "areasToFocus" JSONB NOT NULL DEFAULT '[]',
    "unreadMessagesByUser" JSONB NOT NULL DEFAULT '{}',
    "messagesNumber" INTEGER NOT NULL DEFAULT 0,
    "lastMessageId" VARCHAR(24),
    "lastMessageAt" TIMESTAMP(3),
    "durationInMinutes" DOUBLE PRECISION,
    "summary" TEXT,
    "keywords" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "summarizedAt" TIMESTAMP(3),
    "createdById" VARCHAR(24),
    "updatedById" VARCHAR(24),

    CONSTRAINT "Chat_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatVoiceSettings" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "organizationId" VARCHAR(24),
    "userId" VARCHAR(24),
    "voice" "RealtimeVoice" NOT NULL DEFAULT 'sage',
    "model" TEXT NOT NULL DEFAULT 'gpt-4o-mini-realtime-preview',
    "turnDetectionType" "TurnDetectionType" NOT NULL DEFAULT 'semantic_vad',
    "turnDetectionEagerness" "VoiceSensitivity" NOT NULL DEFAULT 'low',
    "inputAudioTranscriptionModel" TEXT NOT NULL DEFAULT 'gpt-4o-transcribe',
    "inputAudioTranscriptionLanguage" "VoiceLanguage" NOT NULL DEFAULT 'en',
    "simplifyInstructions" BOOLEAN NOT NULL DEFAULT false,
    "showAudioVisualization" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "ChatVoiceSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Message" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "chatId" VARCHAR(24) NOT NULL,
    "userId" VARCHAR(24),
    "agentId" VARCHAR(24),
    "role" "MessageRole" NOT NULL,
    "name" TEXT,
    "content" TEXT NOT NULL DEFAULT '',
    "justification" TEXT,
    "metaContent" JSONB NOT NULL DEFAULT '[]',
    "audioGenerated" BOOLEAN NOT NULL DEFAULT false,
    "details" JSONB,
    "model" TEXT,
    "responseId" TEXT,
    "replyToMessageId" VARCHAR(24),
    "number" INTEGER,

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InstructionSet" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "description" TEXT,
    "triggers" JSONB NOT NULL DEFAULT '[]',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "organizationId" VARCHAR(24),
    "assignToEverybody" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "InstructionSet_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Instruction" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "description" TEXT,
    "key" TEXT,
    "keyPower" INTEGER NOT NULL DEFAULT 0,
    "content" TEXT NOT NULL,
    "role" "InstructionRole" NOT NULL DEFAULT 'system',
    "triggers" JSONB NOT NULL DEFAULT '[]',
    "placement" "InstructionPlacement" NOT NULL DEFAULT 'middle',
    "order" INTEGER NOT NULL DEFAULT 0,
    "instructionSetId" VARCHAR(24),
    "active" BOOLEAN NOT NULL DEFAULT true,
    "organizationId" VARCHAR(24),

    CONSTRAINT "Instruction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CoachPromptTemplate" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "description" TEXT,
    "organizationId" VARCHAR(24),

    CONSTRAINT "CoachPromptTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InstructionKey" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT,
    "description" TEXT,
    "organizationId" VARCHAR(24),

    CONSTRAINT "InstructionKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatUsage" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "inputTokens" INTEGER NOT NULL DEFAULT 0,
    "outputTokens" INTEGER NOT NULL DEFAULT 0,
    "totalTokens" INTEGER NOT NULL DEFAULT 0,
    "model" TEXT NOT NULL,
    "speechDeltaInSeconds" DOUBLE PRECISION,
    "chatId" VARCHAR(24),
    "agentId" VARCHAR(24),
    "userId" VARCHAR(24),
    "organizationId" VARCHAR(24),

    CONSTRAINT "ChatUsage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CoachingNote" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "type" "CoachingNoteType" NOT NULL,
    "title" VARCHAR(50) NOT NULL,
    "content" TEXT NOT NULL,
    "description" TEXT,
    "fromAI" BOOLEAN NOT NULL DEFAULT false,
    "eventDate" TIMESTAMP(3),
    "promptExpiresAt" TIMESTAMP(3),
    "promptEnabled" BOOLEAN NOT NULL DEFAULT false,
    "toUserId" VARCHAR(24),
    "toTeamId" VARCHAR(24),
    "toOrganizationId" VARCHAR(24),
    "createdById" VARCHAR(24),
    "updatedById" VARCHAR(24),

    CONSTRAINT "CoachingNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "level" "NotificationLevel" NOT NULL DEFAULT 'info',
    "metadata" JSONB,
    "hasRead" BOOLEAN NOT NULL DEFAULT false,
    "type" "NotificationType" NOT NULL,
    "createdById" VARCHAR(24),
    "updatedById" VARCHAR(24),

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UsageStatistics" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "slugId" TEXT NOT NULL,
    "date" TIMESTAMP(3) NOT NULL,
    "dateType" "UsageDateType" NOT NULL,
    "organizationId" VARCHAR(24),
    "teamId" VARCHAR(24),
    "data" JSONB,
    "usersCreated" INTEGER NOT NULL DEFAULT 0,
    "chatsCreated" INTEGER NOT NULL DEFAULT 0,
    "chatsAssessed" INTEGER NOT NULL DEFAULT 0,
    "journalsCreated" INTEGER NOT NULL DEFAULT 0,
    "journalsAssessed" INTEGER NOT NULL DEFAULT 0,
    "totalUsersLifetime" INTEGER NOT NULL DEFAULT 0,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "day" INTEGER,

    CONSTRAINT "UsageStatistics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserAnnotation" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "userId" VARCHAR(24) NOT NULL,
    "authorId" VARCHAR(24),
    "content" TEXT NOT NULL,
    "organizationId" VARCHAR(24),

    CONSTRAINT "UserAnnotation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_TeamUsers" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_TeamUsers_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_FileToMessage" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_FileToMessage_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_JournalEntryToTeam" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_JournalEntryToTeam_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AssessmentValueToTeam" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_AssessmentValueToTeam_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AgentFiles" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_AgentFiles_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AgentFilesAsRetrieval" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_AgentFilesAsRetrieval_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AgentToOrganizations" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_AgentToOrganizations_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AgentToUsers" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_AgentToUsers_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AgentToTeams" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_AgentToTeams_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AgentToChat" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_AgentToChat_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_InstructionSetToAgents" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_InstructionSetToAgents_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_ChatUsers" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_ChatUsers_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_ChatAdmins" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_ChatAdmins_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_ChatToTeam" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_ChatToTeam_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_ChatToGoal" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_ChatToGoal_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_InstructionSetToOrganizations" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_InstructionSetToOrganizations_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_InstructionSetToUsers" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_InstructionSetToUsers_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_InstructionSetToTeams" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_InstructionSetToTeams_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_NotificationUsers" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_NotificationUsers_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_NotificationToTeam" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_NotificationToTeam_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_NotificationToOrganization" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_NotificationToOrganization_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_UsageStatisticsUsersLoggedIn" (
    "A" VARCHAR(24) NOT NULL,
    "B" VARCHAR(24) NOT NULL,

    CONSTRAINT "_UsageStatisticsUsersLoggedIn_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "Organization_slug_key" ON "Organization"("slug");

-- CreateIndex
CREATE INDEX "Organization_active_idx" ON "Organization"("active");

-- CreateIndex
CREATE INDEX "Organization_masterOrganization_idx" ON "Organization"("masterOrganization");

-- CreateIndex
CREATE INDEX "Organization_createdAt_idx" ON "Organization"("createdAt");

-- CreateIndex
CREATE INDEX "Organization_name_idx" ON "Organization"("name");

-- CreateIndex
CREATE INDEX "Team_organizationId_createdAt_idx" ON "Team"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "Team_organizationId_name_idx" ON "Team"("organizationId", "name");

-- CreateIndex
CREATE INDEX "Team_active_idx" ON "Team"("active");

-- CreateIndex
CREATE UNIQUE INDEX "Team_organizationId_slug_key" ON "Team"("organizationId", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "User_firebaseId_key" ON "User"("firebaseId");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_organizationId_role_idx" ON "User"("organizationId", "role");

-- CreateIndex
CREATE INDEX "User_organizationId_createdAt_idx" ON "User"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "User_organizationId_name_idx" ON "User"("organizationId", "name");

-- CreateIndex
CREATE INDEX "User_active_idx" ON "User"("active");

-- CreateIndex
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "UserDetails_userId_key" ON "UserDetails"("userId");

-- CreateIndex
CREATE INDEX "File_userId_idx" ON "File"("userId");

-- CreateIndex
CREATE INDEX "File_organizationId_idx" ON "File"("organizationId");

-- CreateIndex
CREATE INDEX "File_s3FileKey_idx" ON "File"("s3FileKey");

-- CreateIndex
CREATE INDEX "File_createdAt_idx" ON "File"("createdAt");

-- CreateIndex
CREATE INDEX "JournalEntry_userId_date_idx" ON "JournalEntry"("userId", "date");

-- CreateIndex
CREATE INDEX "JournalEntry_userId_createdAt_idx" ON "JournalEntry"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "JournalEntry_organizationId_createdAt_idx" ON "JournalEntry"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "JournalEntry_assessed_shouldAssess_draft_idx" ON "JournalEntry"("assessed", "shouldAssess", "draft");

-- CreateIndex
CREATE INDEX "AssessmentValue_userId_section_key_date_idx" ON "AssessmentValue"("userId", "section", "key", "date");

-- CreateIndex
CREATE INDEX "AssessmentValue_organizationId_section_key_date_idx" ON "AssessmentValue"("organizationId", "section", "key", "date");

-- CreateIndex
CREATE INDEX "AssessmentValue_date_idx" ON "AssessmentValue"("date");

-- CreateIndex
CREATE INDEX "AssessmentValue_chatId_idx" ON "AssessmentValue"("chatId");

-- CreateIndex
CREATE INDEX "AssessmentValue_journalEntryId_idx" ON "AssessmentValue"("journalEntryId");

-- CreateIndex
CREATE INDEX "Agent_organizationId_createdAt_idx" ON "Agent"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "Agent_active_idx" ON "Agent"("active");

-- CreateIndex
CREATE INDEX "Agent_assignToEverybody_idx" ON "Agent"("assignToEverybody");

-- CreateIndex
CREATE INDEX "Agent_name_idx" ON "Agent"("name");

-- CreateIndex
CREATE INDEX "Goal_userId_status_idx" ON "Goal"("userId", "status");

-- CreateIndex
CREATE INDEX "Goal_userId_createdAt_idx" ON "Goal"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Goal_organizationId_status_idx" ON "Goal"("organizationId", "status");

-- CreateIndex
CREATE INDEX "Goal_organizationId_createdAt_idx" ON "Goal"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "Goal_deadlineDate_idx" ON "Goal"("deadlineDate");

-- CreateIndex
CREATE INDEX "GoalNote_goalId_createdAt_idx" ON "GoalNote"("goalId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Chat_lastMessageId_key" ON "Chat"("lastMessageId");

-- CreateIndex
CREATE INDEX "Chat_organizationId_createdAt_idx" ON "Chat"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "Chat_createdById_createdAt_idx" ON "Chat"("createdById", "createdAt");

-- CreateIndex
CREATE INDEX "Chat_type_mode_idx" ON "Chat"("type", "mode");

-- CreateIndex
CREATE INDEX "Chat_closed_assessed_shouldAssess_idx" ON "Chat"("closed", "assessed", "shouldAssess");

-- CreateIndex
CREATE INDEX "Chat_lastMessageAt_idx" ON "Chat"("lastMessageAt");

-- CreateIndex
CREATE INDEX "Chat_createdAt_idx" ON "Chat"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ChatVoiceSettings_organizationId_key" ON "ChatVoiceSettings"("organizationId");

-- CreateIndex
CREATE UNIQUE INDEX "ChatVoiceSettings_userId_key" ON "ChatVoiceSettings"("userId");

-- CreateIndex
CREATE INDEX "Message_chatId_createdAt_idx" ON "Message"("chatId", "createdAt");

-- CreateIndex
CREATE INDEX "Message_chatId_number_idx" ON "Message"("chatId", "number");

-- CreateIndex
CREATE INDEX "Message_userId_createdAt_idx" ON "Message"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Message_agentId_idx" ON "Message"("agentId");

-- CreateIndex
CREATE INDEX "InstructionSet_organizationId_createdAt_idx" ON "InstructionSet"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "InstructionSet_active_idx" ON "InstructionSet"("active");

-- CreateIndex
CREATE INDEX "InstructionSet_assignToEverybody_idx" ON "InstructionSet"("assignToEverybody");

-- CreateIndex
CREATE INDEX "Instruction_instructionSetId_placement_order_idx" ON "Instruction"("instructionSetId", "placement", "order");

-- CreateIndex
CREATE INDEX "Instruction_organizationId_createdAt_idx" ON "Instruction"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "Instruction_key_idx" ON "Instruction"("key");

-- CreateIndex
CREATE INDEX "CoachPromptTemplate_organizationId_createdAt_idx" ON "CoachPromptTemplate"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "InstructionKey_key_idx" ON "InstructionKey"("key");

-- CreateIndex
CREATE INDEX "InstructionKey_organizationId_idx" ON "InstructionKey"("organizationId");

-- CreateIndex
CREATE INDEX "ChatUsage_organizationId_createdAt_idx" ON "ChatUsage"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "ChatUsage_userId_createdAt_idx" ON "ChatUsage"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ChatUsage_chatId_idx" ON "ChatUsage"("chatId");

-- CreateIndex
CREATE INDEX "ChatUsage_agentId_idx" ON "ChatUsage"("agentId");

-- CreateIndex
CREATE INDEX "CoachingNote_toUserId_type_createdAt_idx" ON "CoachingNote"("toUserId", "type", "createdAt");

-- CreateIndex
CREATE INDEX "CoachingNote_toTeamId_type_createdAt_idx" ON "CoachingNote"("toTeamId", "type", "createdAt");

-- CreateIndex
CREATE INDEX "CoachingNote_toOrganizationId_type_createdAt_idx" ON "CoachingNote"("toOrganizationId", "type", "createdAt");

-- CreateIndex
CREATE INDEX "CoachingNote_type_promptEnabled_promptExpiresAt_idx" ON "CoachingNote"("type", "promptEnabled", "promptExpiresAt");

-- CreateIndex
CREATE INDEX "CoachingNote_createdAt_idx" ON "CoachingNote"("createdAt");

-- CreateIndex
CREATE INDEX "Notification_type_createdAt_idx" ON "Notification"("type", "createdAt");

-- CreateIndex
CREATE INDEX "Notification_hasRead_idx" ON "Notification"("hasRead");

-- CreateIndex
CREATE INDEX "Notification_createdAt_idx" ON "Notification"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "UsageStatistics_slugId_key" ON "UsageStatistics"("slugId");

-- CreateIndex
CREATE INDEX "UsageStatistics_organizationId_dateType_date_idx" ON "UsageStatistics"("organizationId", "dateType", "date");

-- CreateIndex
CREATE INDEX "UsageStatistics_teamId_dateType_date_idx" ON "UsageStatistics"("teamId", "dateType", "date");

-- CreateIndex
CREATE INDEX "UsageStatistics_dateType_date_idx" ON "UsageStatistics"("dateType", "date");

-- CreateIndex
CREATE INDEX "UserAnnotation_userId_createdAt_idx" ON "UserAnnotation"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "UserAnnotation_organizationId_createdAt_idx" ON "UserAnnotation"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "_TeamUsers_B_index" ON "_TeamUsers"("B");

-- CreateIndex
CREATE INDEX "_FileToMessage_B_index" ON "_FileToMessage"("B");

-- CreateIndex
CREATE INDEX "_JournalEntryToTeam_B_index" ON "_JournalEntryToTeam"("B");

-- CreateIndex
CREATE INDEX "_AssessmentValueToTeam_B_index" ON "_AssessmentValueToTeam"("B");

-- CreateIndex
CREATE INDEX "_AgentFiles_B_index" ON "_AgentFiles"("B");

-- CreateIndex
CREATE INDEX "_AgentFilesAsRetrieval_B_index" ON "_AgentFilesAsRetrieval"("B");

-- CreateIndex
CREATE INDEX "_AgentToOrganizations_B_index" ON "_AgentToOrganizations"("B");

-- CreateIndex
CREATE INDEX "_AgentToUsers_B_index" ON "_AgentToUsers"("B");

-- CreateIndex
CREATE INDEX "_AgentToTeams_B_index" ON "_AgentToTeams"("B");

-- CreateIndex
CREATE INDEX "_AgentToChat_B_index" ON "_AgentToChat"("B");

-- CreateIndex
CREATE INDEX "_InstructionSetToAgents_B_index" ON "_InstructionSetToAgents"("B");

-- CreateIndex
CREATE INDEX "_ChatUsers_B_index" ON "_ChatUsers"("B");

-- CreateIndex
CREATE INDEX "_ChatAdmins_B_index" ON "_ChatAdmins"("B");

-- CreateIndex
CREATE INDEX "_ChatToTeam_B_index" ON "_ChatToTeam"("B");

-- CreateIndex
CREATE INDEX "_ChatToGoal_B_index" ON "_ChatToGoal"("B");

-- CreateIndex
CREATE INDEX "_InstructionSetToOrganizations_B_index" ON "_InstructionSetToOrganizations"("B");

-- CreateIndex
CREATE INDEX "_InstructionSetToUsers_B_index" ON "_InstructionSetToUsers"("B");

-- CreateIndex
CREATE INDEX "_InstructionSetToTeams_B_index" ON "_InstructionSetToTeams"("B");

-- CreateIndex
CREATE INDEX "_NotificationUsers_B_index" ON "_NotificationUsers"("B");

-- CreateIndex
CREATE INDEX "_NotificationToTeam_B_index" ON "_NotificationToTeam"("B");

-- CreateIndex
CREATE INDEX "_NotificationToOrganization_B_index" ON "_NotificationToOrganization"("B");

-- CreateIndex
CREATE INDEX "_UsageStatisticsUsersLoggedIn_B_index" ON "_UsageStatisticsUsersLoggedIn"("B");

-- AddForeignKey
ALTER TABLE "Organization" ADD CONSTRAINT "Organization_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Organization" ADD CONSTRAINT "Organization_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserDetails" ADD CONSTRAINT "UserDetails_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "File" ADD CONSTRAINT "File_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "File" ADD CONSTRAINT "File_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "File" ADD CONSTRAINT "File_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "File" ADD CONSTRAINT "File_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JournalEntry" ADD CONSTRAINT "JournalEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JournalEntry" ADD CONSTRAINT "JournalEntry_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssessmentValue" ADD CONSTRAINT "AssessmentValue_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssessmentValue" ADD CONSTRAINT "AssessmentValue_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssessmentValue" ADD CONSTRAINT "AssessmentValue_chatId_fkey" FOREIGN KEY ("chatId") REFERENCES "Chat"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssessmentValue" ADD CONSTRAINT "AssessmentValue_journalEntryId_fkey" FOREIGN KEY ("journalEntryId") REFERENCES "JournalEntry"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agent" ADD CONSTRAINT "Agent_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agent" ADD CONSTRAINT "Agent_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agent" ADD CONSTRAINT "Agent_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalNote" ADD CONSTRAINT "GoalNote_goalId_fkey" FOREIGN KEY ("goalId") REFERENCES "Goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalNote" ADD CONSTRAINT "GoalNote_fromChatId_fkey" FOREIGN KEY ("fromChatId") REFERENCES "Chat"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalNote" ADD CONSTRAINT "GoalNote_fromJournalId_fkey" FOREIGN KEY ("fromJournalId") REFERENCES "JournalEntry"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Chat" ADD CONSTRAINT "Chat_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Chat" ADD CONSTRAINT "Chat_lastMessageId_fkey" FOREIGN KEY ("lastMessageId") REFERENCES "Message"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Chat" ADD CONSTRAINT "Chat_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Chat" ADD CONSTRAINT "Chat_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatVoiceSettings" ADD CONSTRAINT "ChatVoiceSettings_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatVoiceSettings" ADD CONSTRAINT "ChatVoiceSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_chatId_fkey" FOREIGN KEY ("chatId") REFERENCES "Chat"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_replyToMessageId_fkey" FOREIGN KEY ("replyToMessageId") REFERENCES "Message"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InstructionSet" ADD CONSTRAINT "InstructionSet_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Instruction" ADD CONSTRAINT "Instruction_instructionSetId_fkey" FOREIGN KEY ("instructionSetId") REFERENCES "InstructionSet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Instruction" ADD CONSTRAINT "Instruction_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachPromptTemplate" ADD CONSTRAINT "CoachPromptTemplate_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InstructionKey" ADD CONSTRAINT "InstructionKey_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatUsage" ADD CONSTRAINT "ChatUsage_chatId_fkey" FOREIGN KEY ("chatId") REFERENCES "Chat"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatUsage" ADD CONSTRAINT "ChatUsage_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatUsage" ADD CONSTRAINT "ChatUsage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatUsage" ADD CONSTRAINT "ChatUsage_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachingNote" ADD CONSTRAINT "CoachingNote_toUserId_fkey" FOREIGN KEY ("toUserId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachingNote" ADD CONSTRAINT "CoachingNote_toTeamId_fkey" FOREIGN KEY ("toTeamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachingNote" ADD CONSTRAINT "CoachingNote_toOrganizationId_fkey" FOREIGN KEY ("toOrganizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachingNote" ADD CONSTRAINT "CoachingNote_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachingNote" ADD CONSTRAINT "CoachingNote_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UsageStatistics" ADD CONSTRAINT "UsageStatistics_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UsageStatistics" ADD CONSTRAINT "UsageStatistics_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserAnnotation" ADD CONSTRAINT "UserAnnotation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserAnnotation" ADD CONSTRAINT "UserAnnotation_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserAnnotation" ADD CONSTRAINT "UserAnnotation_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_TeamUsers" ADD CONSTRAINT "_TeamUsers_A_fkey" FOREIGN KEY ("A") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_TeamUsers" ADD CONSTRAINT "_TeamUsers_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_FileToMessage" ADD CONSTRAINT "_FileToMessage_A_fkey" FOREIGN KEY ("A") REFERENCES "File"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_FileToMessage" ADD CONSTRAINT "_FileToMessage_B_fkey" FOREIGN KEY ("B") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_JournalEntryToTeam" ADD CONSTRAINT "_JournalEntryToTeam_A_fkey" FOREIGN KEY ("A") REFERENCES "JournalEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_JournalEntryToTeam" ADD CONSTRAINT "_JournalEntryToTeam_B_fkey" FOREIGN KEY ("B") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AssessmentValueToTeam" ADD CONSTRAINT "_AssessmentValueToTeam_A_fkey" FOREIGN KEY ("A") REFERENCES "AssessmentValue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AssessmentValueToTeam" ADD CONSTRAINT "_AssessmentValueToTeam_B_fkey" FOREIGN KEY ("B") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgentFiles" ADD CONSTRAINT "_AgentFiles_A_fkey" FOREIGN KEY ("A") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgentFiles" ADD CONSTRAINT "_AgentFiles_B_fkey" FOREIGN KEY ("B") REFERENCES "File"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgentFilesAsRetrieval" ADD CONSTRAINT "_AgentFilesAsRetrieval_A_fkey" FOREIGN KEY ("A") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgentFilesAsRetrieval" ADD CONSTRAINT "_AgentFilesAsRetrieval_B_fkey" FOREIGN KEY ("B") REFERENCES "File"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgentToOrganizations" ADD CONSTRAINT "_AgentToOrganizations_A_fkey" FOREIGN KEY ("A") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgentToOrganizations" ADD CONSTRAINT "_AgentToOrganizations_B_fkey" FOREIGN KEY ("B") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgentToUsers" ADD CONSTRAINT "_AgentToUsers_A_fkey" FOREIGN KEY ("A") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgentToUsers" ADD CONSTRAINT "_AgentToUsers_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgentToTeams" ADD CONSTRAINT "_AgentToTeams_A_fkey" FOREIGN KEY ("A") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgentToTeams" ADD CONSTRAINT "_AgentToTeams_B_fkey" FOREIGN KEY ("B") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgentToChat" ADD CONSTRAINT "_AgentToChat_A_fkey" FOREIGN KEY ("A") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgentToChat" ADD CONSTRAINT "_AgentToChat_B_fkey" FOREIGN KEY ("B") REFERENCES "Chat"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_InstructionSetToAgents" ADD CONSTRAINT "_InstructionSetToAgents_A_fkey" FOREIGN KEY ("A") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_InstructionSetToAgents" ADD CONSTRAINT "_InstructionSetToAgents_B_fkey" FOREIGN KEY ("B") REFERENCES "InstructionSet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ChatUsers" ADD CONSTRAINT "_ChatUsers_A_fkey" FOREIGN KEY ("A") REFERENCES "Chat"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ChatUsers" ADD CONSTRAINT "_ChatUsers_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ChatAdmins" ADD CONSTRAINT "_ChatAdmins_A_fkey" FOREIGN KEY ("A") REFERENCES "Chat"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ChatAdmins" ADD CONSTRAINT "_ChatAdmins_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ChatToTeam" ADD CONSTRAINT "_ChatToTeam_A_fkey" FOREIGN KEY ("A") REFERENCES "Chat"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ChatToTeam" ADD CONSTRAINT "_ChatToTeam_B_fkey" FOREIGN KEY ("B") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ChatToGoal" ADD CONSTRAINT "_ChatToGoal_A_fkey" FOREIGN KEY ("A") REFERENCES "Chat"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ChatToGoal" ADD CONSTRAINT "_ChatToGoal_B_fkey" FOREIGN KEY ("B") REFERENCES "Goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_InstructionSetToOrganizations" ADD CONSTRAINT "_InstructionSetToOrganizations_A_fkey" FOREIGN KEY ("A") REFERENCES "InstructionSet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_InstructionSetToOrganizations" ADD CONSTRAINT "_InstructionSetToOrganizations_B_fkey" FOREIGN KEY ("B") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_InstructionSetToUsers" ADD CONSTRAINT "_InstructionSetToUsers_A_fkey" FOREIGN KEY ("A") REFERENCES "InstructionSet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_InstructionSetToUsers" ADD CONSTRAINT "_InstructionSetToUsers_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_InstructionSetToTeams" ADD CONSTRAINT "_InstructionSetToTeams_A_fkey" FOREIGN KEY ("A") REFERENCES "InstructionSet"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_InstructionSetToTeams" ADD CONSTRAINT "_InstructionSetToTeams_B_fkey" FOREIGN KEY ("B") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_NotificationUsers" ADD CONSTRAINT "_NotificationUsers_A_fkey" FOREIGN KEY ("A") REFERENCES "Notification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_NotificationUsers" ADD CONSTRAINT "_NotificationUsers_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_NotificationToTeam" ADD CONSTRAINT "_NotificationToTeam_A_fkey" FOREIGN KEY ("A") REFERENCES "Notification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_NotificationToTeam" ADD CONSTRAINT "_NotificationToTeam_B_fkey" FOREIGN KEY ("B") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_NotificationToOrganization" ADD CONSTRAINT "_NotificationToOrganization_A_fkey" FOREIGN KEY ("A") REFERENCES "Notification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_NotificationToOrganization" ADD CONSTRAINT "_NotificationToOrganization_B_fkey" FOREIGN KEY ("B") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_UsageStatisticsUsersLoggedIn" ADD CONSTRAINT "_UsageStatisticsUsersLoggedIn_A_fkey" FOREIGN KEY ("A") REFERENCES "UsageStatistics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_UsageStatisticsUsersLoggedIn" ADD CONSTRAINT "_UsageStatisticsUsersLoggedIn_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

