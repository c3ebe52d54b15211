/** The spec's "Quizzes and topics" calls (§7), and their B2B variants for partners. */
export const contentPaths = {
  collections: '/api/v3/topic-pathway-collections',
  topicSearch: '/api/v3/topic-pathway-collections/search',
  topicUnit: (id: number | string) => `/api/v3/topic-units/${id}`,
  topicTags: '/api/v3/topic-tags',
  yearGroups: '/api/v3/year-groups',
  quizzes: '/api/v3/quizzes',
  quiz: (id: number | string) => `/api/v3/quizzes/${id}`,
  quizQuestions: (id: number | string) => `/api/v3/quizzes/${id}/questions`,
  question: (id: number | string) => `/api/v3/questions/${id}`,
  topicPathwayQuiz: (shortCode: string) => `/api/v3/topic-pathway-quizs/${shortCode}`,
  schemes: '/api/v3/schemes',
  scheme: (id: number | string) => `/api/v3/schemes/${id}`,
  partnerTopicSearch: '/api/v3/b2b/topic-pathway-collections/search',
  partnerTopicPathwayQuiz: (shortCode: string) => `/api/v3/b2b/topic-pathway-quizs/${shortCode}`,
  partnerQuiz: (id: number | string) => `/api/v3/b2b/quizzes/${id}`,
} as const;
