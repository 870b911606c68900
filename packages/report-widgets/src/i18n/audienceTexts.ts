/**
 * The audience widgets' texts (demographics and interests of an advertiser's audience).
 * They travel with the audience widget definitions (WidgetDefinition.textBundle), so pages without
 * audience widgets do not download them; merged like widgetTexts, under core's dictionary.
 */
export const audienceTexts = {
  widgets: {
    audience: {
      share: 'Share of audience',
      deviation: 'Deviation',
      affinity: 'Affinity',
      deviationValue: '{{value}} pp',
      deviationLabel: '{{value}} percentage points against the market',
      affinityLabel: 'Affinity {{value}}: 100 is as likely as anybody in the market',
      caption: '{{title}}: {{entity}}',
      shareItem: '{{name}} {{share}}',
    },
    activitySegments: {
      title: 'Activity Segments',
      help: 'How often the audience of the advertiser is online, from new to heavy users, as a share of the audience.',
      segment: 'Activity segment',
      chartDescription: 'Activity segments of the audience of {{entity}}: {{breakdown}}.',
    },
    languages: {
      title: 'Languages',
      help: 'The languages the audience of the advertiser browses in, with the deviation from the market’s audience.',
      language: 'Language',
    },
    genderAge: {
      title: 'Gender and Age',
      help: 'The audience of the advertiser by age group, men to the left and women to the right, as shares of the whole audience.',
      age: 'Age group',
      gender: 'Gender',
      MALE: 'Male',
      FEMALE: 'Female',
      chartDescription: 'Audience of {{entity}} by gender and age group: {{breakdown}}.',
      breakdownItem: '{{age}}: male {{male}}, female {{female}}',
    },
    engagement: {
      title: 'Engagement',
      help: 'When the audience of the advertiser is online, by weekday and hour, as a share of its busiest hour.',
      weekday: 'Weekday',
      hour: 'Hour',
      value: 'Share of the busiest hour',
      hourLabel: '{{hour}}:00',
      weekday1: 'Mon',
      weekday2: 'Tue',
      weekday3: 'Wed',
      weekday4: 'Thu',
      weekday5: 'Fri',
      weekday6: 'Sat',
      weekday7: 'Sun',
      zones: 'Times of day',
      night: 'Night',
      daytime: 'Daytime',
      evening: 'Evening',
      bands: 'Share of the busiest hour',
      band0: '0–25%',
      band1: '26–50%',
      band2: '51–75%',
      band3: '76–100%',
      chartDescription:
        'Engagement of the audience of {{entity}} by weekday and hour. Busiest: {{busiest}}. Average share of the busiest hour: {{zones}}.',
      busiestItem: '{{weekday}} {{hour}}',
      zoneItem: '{{zone}} {{value}}',
    },
    impressionMap: {
      title: 'Impression Map',
      help: 'Where in the world the audience of the advertiser saw its ads, by impressions.',
      country: 'Country',
      more: 'More',
      fewer: 'Fewer',
      chartDescription: 'Impressions of {{entity}} by country: {{breakdown}}.',
      breakdownItem: '{{country}} {{impressions}} ({{share}})',
    },
    visitedWebsites: {
      title: 'Most Visited Websites',
      help: 'The websites the audience of the advertiser visits most, with how much more likely than the market’s audience.',
      website: 'Website',
    },
    topInterests: {
      title: 'Top Interests',
      help: 'The interest categories the audience of the advertiser leans towards, with how much more likely than the market’s audience.',
      interest: 'Interest',
    },
    keywordVolume: {
      title: 'Keyword Volume',
      help: 'What the audience of the advertiser searches for, by monthly searches in the panel.',
      keyword: 'Keyword',
      volume: 'Monthly searches',
    },
  },
} as const;
