import 'server-only';
import { GraphQLError } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { categoryById, NEWS_MAX_PAGE_SIZE, NEWS_PAGE_SIZE } from '@/domain/newsCategories';
import { parseSearchParams, SEARCH_PAGE_SIZE, SEARCH_TYPES } from '@/domain/search';
import { parsePersonRef, type NewsPerson } from '@/domain/people';
import type { NewsRepository } from '../news';
import { newsPerson } from '../newsPeople';
import type { SearchService } from '../search';

const typeDefs = /* GraphQL */ `
  "A news category: constant id, name, Chinese and English titles."
  type NewsCategory {
    id: Int!
    key: String!
    title: String!
    subTitle: String!
  }

  "A news card of a list."
  type NewsCard {
    newsId: Int!
    imgUrl: String!
    title: String!
    subTitle: String!
    description: String!
    subDescription: String!
    displayDate: String!
  }

  type NewsPageInfo {
    current_page: Int!
    total_rec: Int!
    total_page: Int!
  }

  type NewsPage {
    datas: [NewsCard!]!
    page: NewsPageInfo!
  }

  "One session of an event held in several: YYYY-MM-DD (all day) or YYYY-MM-DDTHH:mm, Asia/Taipei."
  type NewsEventSession {
    start: String!
    "null when the session has no stated end (an all-day session of one day, or a start time alone)"
    end: String
  }

  "A document of a news item: its address, its label in Chinese and English, its type and size as its file is."
  type Attachment {
    "The file's address, under the asset prefix like imgUrl."
    url: String!
    label: String!
    subLabel: String!
    "The MIME type found in the file's bytes: application/pdf, application/zip, an Office Open XML or OpenDocument type."
    type: String!
    "The file's size in bytes."
    size: Int!
  }

  "A person of the department's directory: full-time or part-time (with a profile page) or visiting."
  type Person {
    "fullTime, partTime or visiting"
    list: String!
    "the id within the list"
    id: Int!
    name: String!
    subName: String!
    "the address that shows them inside the site (without BASE_PATH): a profile, or a visitor's entry on the list"
    url: String!
    "The news items that name this person, newest first."
    news(page: Int = 1, pageSize: Int = ${NEWS_PAGE_SIZE}): NewsPage!
  }

  "A news item with its category name and sanitised rich HTML content."
  type NewsDetail {
    newsId: Int!
    imgUrl: String!
    displayType: String!
    displayDate: String!
    title: String!
    subTitle: String!
    description: String!
    subDescription: String!
    content: String!
    "The banner's alt text (Chinese)."
    imgAlt: String
    "The banner's alt text (English)."
    subImgAlt: String
    "The date of the item's last change its readers should know of (YYYY-MM-DD); null when never changed."
    dateModified: String
    "A dated event's start: YYYY-MM-DD or YYYY-MM-DDTHH:mm, Asia/Taipei; null when the item is not an event."
    eventStart: String
    "A dated event's end, same forms; null when not given. With sessions: the end of the last one."
    eventEnd: String
    "The sessions of an event held in several (a lecture series, a camp in two sessions); null for one event."
    eventSessions: [NewsEventSession!]
    "How people attend a dated event: offline (in a place), online or mixed; null when the item is not an event."
    eventAttendanceMode: String
    "Where the event takes place (Chinese)."
    venue: String
    "Where the event takes place (English)."
    subVenue: String
    "The city (or cities) of an offline or mixed event, in English; the department's own unless it is elsewhere."
    addressLocality: [String!]
    "The country of an offline or mixed event: ISO 3166-1 alpha-2, like TW or NL."
    addressCountry: String
    "The https:// link where people join or watch an online or mixed event."
    onlineUrl: String
    "The item's documents (application forms, rules ...), in the file's order; null when it has none."
    attachments: [Attachment!]
    "The people the item concerns, in the file's order; null when it names none."
    people: [Person!]
    "The degree programmes the item concerns (ba, ma); null when none."
    programmes: [String!]
  }

  "A search result: one bilingual record (news, person, course, school or page)."
  type SearchResult {
    "${SEARCH_TYPES.join(', ')}"
    type: String!
    "stable key of the record, e.g. news:101, person:fullTime:1, page:/contactUs"
    id: ID!
    title: String!
    subTitle: String!
    "the record's address inside the site (without BASE_PATH)"
    url: String!
    "Chinese text around the first match: HTML-escaped, matches wrapped in <mark></mark>"
    snippet: String!
    "English text around the first match, escaped and marked the same way"
    subSnippet: String!
    "news only"
    displayDate: String
  }

  type SearchPage {
    datas: [SearchResult!]!
    page: NewsPageInfo!
  }

  type Query {
    "The twelve news categories."
    newsCategories: [NewsCategory!]!
    "News newest first; without categoryId every item, with NEWS's id the whole news family."
    newsList(categoryId: Int, page: Int = 1, pageSize: Int = ${NEWS_PAGE_SIZE}): NewsPage!
    "One news item, or null when there is none with this id."
    news(newsId: Int!): NewsDetail
    "A person of the directory (list: fullTime, partTime or visiting), or null when there is none with this id."
    person(list: String!, id: Int!): Person
    "Site search, best match first. type: ${SEARCH_TYPES.join(', ')}; categoryId and year filter news."
    search(q: String!, type: String, categoryId: Int, year: Int, page: Int = 1, pageSize: Int = ${SEARCH_PAGE_SIZE}): SearchPage!
  }
`;

const badInput = (message: string, argumentName: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argumentName } });

function checkPage(args: { page: number; pageSize: number }) {
  if (args.page < 1) throw badInput('page must be a positive whole number', 'page');
  if (args.pageSize < 1 || args.pageSize > NEWS_MAX_PAGE_SIZE) {
    throw badInput(`pageSize must be a whole number from 1 to ${NEWS_MAX_PAGE_SIZE}`, 'pageSize');
  }
}

export function graphqlSchema(repo: () => NewsRepository, search: () => SearchService) {
  return createSchema({
    typeDefs,
    resolvers: {
      Query: {
        newsCategories: () => repo().categories(),
        newsList: (_: unknown, args: { categoryId?: number | null; page: number; pageSize: number }) => {
          let category;
          if (args.categoryId !== undefined && args.categoryId !== null) {
            category = categoryById(args.categoryId);
            if (!category) throw badInput('categoryId must be a known category id (1 to 12)', 'categoryId');
          }
          checkPage(args);
          return repo().list({ category: category?.key, page: args.page, pageSize: args.pageSize });
        },
        news: (_: unknown, args: { newsId: number }) => {
          if (args.newsId < 1) throw badInput('newsId must be a positive whole number', 'newsId');
          return repo().get(args.newsId);
        },
        person: (_: unknown, args: { list: string; id: number }) => {
          const key = parsePersonRef(`${args.list}/${args.id}`);
          if (!key)
            throw badInput('list must be fullTime, partTime or visiting, and id a positive whole number', 'list');
          return newsPerson(key);
        },
        search: (_: unknown, args: Record<string, unknown>) => {
          const parsed = parseSearchParams(args);
          if (!parsed.ok) throw badInput(parsed.message, parsed.param);
          return search().search(parsed.value);
        },
      },
      Person: {
        news: (person: NewsPerson, args: { page: number; pageSize: number }) => {
          checkPage(args);
          return repo().list({ person, page: args.page, pageSize: args.pageSize });
        },
      },
    },
  });
}
