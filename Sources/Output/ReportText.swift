/// Every string the reports print, as its key in `Strings/Localizable.xcstrings`.
/// Defined once here; the catalog holds the words (de, en, …) and `strings check` in CI
/// makes sure each key is translated.
public enum ReportText: String, CaseIterable, Sendable {
    case trackersTitle = "Report.Trackers.Title"
    case streaksTitle = "Report.Streaks.Title"
    /// `As of %1$@ · %2$@` (date, time zone).
    case asOf = "Report.AsOf"
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
}
