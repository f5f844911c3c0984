/// Every string the reports print, as its key in `Strings/Localizable.xcstrings`.
/// Defined once here; the catalog holds the words (de, en, …) and `strings check` in CI
/// makes sure each key is translated.
public enum ReportText: String, CaseIterable, Sendable {
    case trackersTitle = "Report.Trackers.Title"
    case streaksTitle = "Report.Streaks.Title"
    /// `As of %1$@ · %2$@` (date, time zone).
    case asOf = "Report.AsOf"
    /// `No new data for %1$lld days (newest from %2$@): …` (plural by the days).
    case staleData = "Report.StaleData"
    case noTrackers = "Report.NoTrackers"
    /// `Missing translations (%@)` followed by the keys.
    case missingTranslations = "Report.MissingTranslations"

    case columnPosition = "Report.Column.Position"
    case columnTrackerID = "Report.Column.TrackerID"
    case columnTrackerName = "Report.Column.TrackerName"
    case columnTracker = "Report.Column.Tracker"
    case columnIcon = "Report.Column.Icon"
    case columnType = "Report.Column.Type"
    case columnTrackingMode = "Report.Column.TrackingMode"
    case columnDisplayOrder = "Report.Column.DisplayOrder"
    case columnActive = "Report.Column.Active"
    case columnLevels = "Report.Column.Levels"
    case columnGoal = "Report.Column.Goal"
    case columnRewards = "Report.Column.Rewards"
    case columnDayAssignment = "Report.Column.DayAssignment"
    case columnCreated = "Report.Column.Created"
    case columnCurrentStreak = "Report.Column.CurrentStreak"
    case columnLongestStreak = "Report.Column.LongestStreak"
    case columnRewardsAvailable = "Report.Column.RewardsAvailable"
    case columnRewardsEarned = "Report.Column.RewardsEarned"
    case columnRewardsUsed = "Report.Column.RewardsUsed"
    case columnCurrentStreakStart = "Report.Column.CurrentStreakStart"
    case columnLongestStreakStart = "Report.Column.LongestStreakStart"
    case columnLongestStreakEnd = "Report.Column.LongestStreakEnd"
    case columnToday = "Report.Column.Today"
    case columnRate7 = "Report.Column.Rate7"
    case columnRate30 = "Report.Column.Rate30"
    case columnStrength = "Report.Column.Strength"
    case columnStrengthAtEnd = "Report.Column.StrengthAtEnd"
    case columnValueTotal = "Report.Column.ValueTotal"
    case columnLevelIndex = "Report.Column.LevelIndex"
    case columnOutcome = "Report.Column.Outcome"
    case columnStreak = "Report.Column.Streak"
    case columnLast14Days = "Report.Column.Last14Days"
    case columnLogID = "Report.Column.LogID"
    case columnTimestamp = "Report.Column.Timestamp"
    case columnDay = "Report.Column.Day"
    case columnValue = "Report.Column.Value"
    case columnLevelKey = "Report.Column.LevelKey"
    case columnLevel = "Report.Column.Level"
    case columnNote = "Report.Column.Note"
    case columnTrigger = "Report.Column.Trigger"
    case columnLocation = "Report.Column.Location"

    case typeGood = "Report.Type.Good"
    case typeSaboteur = "Report.Type.Saboteur"
    case modeCounter = "Report.TrackingMode.Counter"
    case modeYesNo = "Report.TrackingMode.YesNo"
    case modeAwareness = "Report.TrackingMode.Awareness"
    case modeAvoidance = "Report.TrackingMode.Avoidance"
    case modeLevels = "Report.TrackingMode.Levels"
    case yes = "Report.Yes"
    case no = "Report.No"
    case dayAssignmentTimestamp = "Report.DayAssignment.Timestamp"
    /// `Day starts at %lld:00`.
    case dayAssignmentCutoff = "Report.DayAssignment.Cutoff"
    /// `1 joker every %1$lld days, at most %2$lld` (plural by the first argument).
    case rewardRule = "Report.RewardRule"
    /// `%lld days` (plural).
    case days = "Report.Days"
    /// `%lld jokers` (plural).
    case jokers = "Report.Jokers"
    /// `%lld trackers logged today` (plural).
    case trackersLoggedToday = "Report.Summary.TrackersLoggedToday"
    case todayNotLogged = "Report.Today.NotLogged"
    /// `Yesterday: %@` (the counts below, joined): the morning summary's first part.
    case summaryYesterday = "Report.Summary.Yesterday"
    /// `%lld done`, `%lld jokers used`, `%lld missed` (plural): yesterday's trackers.
    case summaryDone = "Report.Summary.Done"
    case summaryJokersUsed = "Report.Summary.JokersUsed"
    case summaryMissed = "Report.Summary.Missed"
    /// A day in a tile or the overview's rows (`DayMark`).
    case dayDone = "Report.Day.Done"
    case dayJokerUsed = "Report.Day.JokerUsed"
    case dayMissed = "Report.Day.Missed"
    case dayNoRelapse = "Report.Day.NoRelapse"
    case dayRelapse = "Report.Day.Relapse"
    case dayNotStarted = "Report.Day.NotStarted"
    case columnYesterday = "Report.Column.Yesterday"
    /// `%1$lld of %2$lld days` (plural by the second): raw counts beside a rate or the strength.
    case ofDays = "Report.OfDays"
    /// `%1$@ and %2$@`: the last two items of a list ("Saturdays and Sundays").
    case listAnd = "Report.List.And"
    /// What habit strength is, in one sentence.
    case strengthExplained = "Report.Strength.Explained"
    /// The time zone the days were counted in when the store records none (`%@`: the zone).
    case zoneFallback = "Report.ZoneFallback"

    case periodsTitle = "Report.Periods.Title"
    case periodsWeeks = "Report.Periods.Weeks"
    case periodsMonths = "Report.Periods.Months"
    case periodsYears = "Report.Periods.Years"
    case periodsWeekdays = "Report.Periods.Weekdays"
    case periodsNoLogs = "Report.Periods.NoLogs"
    /// `%1$@–%2$@: no logs` (first and last year): two or more years without a log, one row.
    case periodsYearsWithoutLogs = "Report.Periods.YearsWithoutLogs"
    case periodWeek = "Report.Period.Week"
    case periodMonth = "Report.Period.Month"
    case periodYear = "Report.Period.Year"
    case columnPeriodKind = "Report.Column.PeriodKind"
    case columnPeriod = "Report.Column.Period"
    case columnPeriodStart = "Report.Column.PeriodStart"
    case columnPeriodEnd = "Report.Column.PeriodEnd"
    case columnDecidedDays = "Report.Column.DecidedDays"
    case columnSuccesses = "Report.Column.Successes"
    case columnSuccessRate = "Report.Column.SuccessRate"
    case columnLongestBreak = "Report.Column.LongestBreak"
    case outcomeSuccess = "Report.Outcome.Success"
    case outcomeNeedsGrace = "Report.Outcome.NeedsGrace"
    case outcomeBroken = "Report.Outcome.Broken"
    case outcomeBelowGoal = "Report.Outcome.BelowGoal"
    case outcomeHealed = "Report.Outcome.Healed"
    case outcomeMissed = "Report.Outcome.Missed"
    case outcomeOpen = "Report.Outcome.Open"
    case heatmapTitle = "Report.Heatmap.Title"
    case htmlTitle = "Report.HTML.Title"
    case timelineTitle = "Report.Timeline.Title"
    case timelineCurrent = "Report.Timeline.Current"
    case timelineLongest = "Report.Timeline.Longest"
    case overviewTitle = "Report.Overview.Title"
    case overviewBack = "Report.Overview.Back"
    case heatmapScrolls = "Report.Heatmap.Scrolls"
    case timelineStreak = "Report.Timeline.Streak"
    case chartGoalReached = "Report.Chart.GoalReached"
    case chartYears = "Report.Chart.Years"
    /// `%@ in 4 weeks` (the change in strength, e.g. "↑ +6 points").
    case strengthTrend = "Report.Strength.Trend"
    /// `%lld points` (plural): percentage points of strength.
    case points = "Report.Points"
    case chartStrength = "Report.Chart.Strength"
    case chartTotals = "Report.Chart.Totals"
    case chartTotalsNoGoal = "Report.Chart.TotalsNoGoal"
    case chartLevels = "Report.Chart.Levels"
    case chartGoal = "Report.Chart.Goal"
    case periodsDetails = "Report.Periods.Details"
    case insightsTitle = "Report.Insights.Title"
    case insightsNote = "Report.Insights.Note"
    /// Best and worst weekday: the weekdays (`weekdayPlural…`) and their success and judged days.
    case insightWeekdays = "Report.Insight.Weekdays"
    /// `%lld more successful days earn the next joker.` (plural).
    case insightNextJoker = "Report.Insight.NextJoker"
    /// `%1$lld more days to match the longest streak (%2$@).` (plural by the days).
    case insightLongestInReach = "Report.Insight.LongestInReach"
    case insightOnLongest = "Report.Insight.OnLongest"
    /// The change in strength this month, from and to.
    case insightStrengthChange = "Report.Insight.StrengthChange"
    /// Days with the condition, its tracker, its success words, the value tracker, the mean;
    /// the other days and their mean.
    case insightCorrelation = "Report.Insight.Correlation"
    /// As `insightCorrelation`, the value tracker's day being the one after the condition's.
    case insightCorrelationNextDay = "Report.Insight.CorrelationNextDay"
    /// As `insightCorrelationNextDay` for a tracker judged success or not: its success rate.
    case insightNextDaySuccess = "Report.Insight.NextDaySuccess"
    /// `%lld`: the days since the store's newest data, when the insights are left out.
    case insightsStale = "Report.Insights.Stale"
    case insightGoalMet = "Report.Insight.GoalMet"
    case insightNoRelapse = "Report.Insight.NoRelapse"
    case insightLogged = "Report.Insight.Logged"
    /// Weekdays as "on Mondays" takes them, Monday first.
    case weekdayPlural1 = "Report.WeekdayPlural.1"
    case weekdayPlural2 = "Report.WeekdayPlural.2"
    case weekdayPlural3 = "Report.WeekdayPlural.3"
    case weekdayPlural4 = "Report.WeekdayPlural.4"
    case weekdayPlural5 = "Report.WeekdayPlural.5"
    case weekdayPlural6 = "Report.WeekdayPlural.6"
    case weekdayPlural7 = "Report.WeekdayPlural.7"
    /// Short weekday names, Monday first.
    case weekday1 = "Report.Weekday.1"
    case weekday2 = "Report.Weekday.2"
    case weekday3 = "Report.Weekday.3"
    case weekday4 = "Report.Weekday.4"
    case weekday5 = "Report.Weekday.5"
    case weekday6 = "Report.Weekday.6"
    case weekday7 = "Report.Weekday.7"
}
