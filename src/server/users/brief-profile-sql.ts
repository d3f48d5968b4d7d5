/**
 * The person's profile as their brief quotes it (chats/brief): name, preferences, and what the AI keeps of them.
 * One json object, read with the rest of the brief in one statement; null fields are left out by the reader.
 */
export function briefProfileSql(user: string): string {
  return `(select json_build_object(
      'name', u.name,
      'preferredName', d."preferredName",
      'preferredLanguage', d."preferredLanguage"::text,
      'preferredGender', d."preferredGender"::text,
      'preferredCommunicationTone', d."preferredCommunicationTone",
      'preferredLearningStyle', d."preferredLearningStyle",
      'preferredFeedbackStyle', d."preferredFeedbackStyle",
      'preferredProblemSolvingApproach', d."preferredProblemSolvingApproach",
      'preferredEmotionalSupport', d."preferredEmotionalSupport",
      'otherPreferences', d."otherPreferences",
      'injuryStatus', d."injuryStatusValue"::text,
      'injuryDescription', d."injuryStatusDescription",
      'stressTriggers', d."stressTriggers",
      'keyMotivators', d."keyMotivators",
      'lifeEvents', d."lifeEvents",
      'bio', d.bio,
      'background', d.background,
      'innerHero', d."innerHero",
      'innerPhilosopher', d."innerPhilosopher",
      'personalGrowthFocus', d."personalGrowthFocus",
      'recurringChallenges', d."recurringChallenges",
      'copingMechanisms', d."copingMechanisms",
      'corePersonalityTraits', d."corePersonalityTraits",
      'internalConflicts', d."internalConflicts",
      'decisionMaking', d."decisionMaking",
      'conflictResolutionApproach', d."conflictResolutionApproach",
      'worldView', d."worldView",
      'sourcesOff', coalesce(d."briefSourcesOff", array[]::text[]),
      'learningPaused', coalesce(d."learningPaused", false),
      'learnedFacts', coalesce(d."learnedFacts", '{}'::jsonb))
    from "User" u left join "UserDetails" d on d."userId" = u.id
   where u.id = ${user})`;
}
