extension StreakCalculator {
    /// The walk's state: `current`, `longest`, `earned`, `used` (contract §4.2), and the habit
    /// strength of the days walked (`HabitStrength`: every walked day but a healed one counts).
    struct Walk {
        let rewards: RewardConfig?
        var current = 0
        var longest = 0
        var longestEnd = 0
        var earned = 0
        var used = 0
        var strength = HabitStrength()

        init(rewards: RewardConfig?) {
            self.rewards = rewards
        }

        private mutating func reset() {
            current = 0
            earned = 0
            used = 0
        }

        private mutating func noteLongest(_ day: Int) {
            if current > 0 && current >= longest {
                longest = current
                longestEnd = day
            }
        }

        /// One walked day judged `kind`, worth `credit` to the strength when it is no success
        /// (a counter's share of its goal; see `HabitStrength.credit`).
        mutating func apply(_ kind: DayOutcome.Kind, on day: Int, credit: Double = 0) {
            let usedBefore = used
            step(kind, on: day)
            // A joker healed the day (`used` grew; a reset sets it to 0): the strength skips it.
            if used <= usedBefore { strength.add(kind == .success ? 1 : credit) }
        }

        /// The streak figures of one day (not the strength).
        private mutating func step(_ kind: DayOutcome.Kind, on day: Int) {
            switch kind {
            case .success:
                current += 1
                noteLongest(day)
                if let rewards, current % rewards.earnEveryDays == 0, earned - used < rewards.maxOnHand {
                    earned += 1
                }
            case .needsGrace:
                guard let rewards else { reset(); return }
                // Earn before consume: the day that would complete a period earns first.
                if (current + 1) % rewards.earnEveryDays == 0, earned - used < rewards.maxOnHand {
                    earned += 1
                }
                if earned - used > 0 && rewards.canHealGrace {
                    used += 1
                    current += 1
                    noteLongest(day)
                } else {
                    reset()
                }
            case .breaksStreak:
                reset()
            case .noData:
                guard let rewards, rewards.canHealGrace else { reset(); return }
                _ = gapDays(1, from: day, rewards: rewards)
            }
        }

        /// `count` days without data from `start`, with a reward config that can heal: like
        /// needsGrace days, a gap on a milestone day earns first, then each gap takes a joker
        /// (contract §4.2), until none is left and the streak breaks. In steps of one reward period,
        /// so a long gap costs at most one step per joker. Returns how many of the days a joker
        /// healed; the others (from the break on) did not.
        ///
        /// With `earnEveryDays` 1 every day is a milestone: a gap that earns its own joker
        /// would heal itself, and a tracker logged once would keep its streak forever without
        /// another log. There a gap does not earn; it heals only with a joker earned before.
        private mutating func gapDays(_ count: Int, from start: Int, rewards: RewardConfig) -> Int {
            var remaining = count
            var day = start
            var healedDays = 0
            func heal(_ days: Int) {
                used += days
                current += days
                day += days
                remaining -= days
                healedDays += days
                noteLongest(day - 1)
            }
            while remaining > 0 {
                // Gaps before the next milestone day (none earns); with a period of 1, all.
                let beforeMilestone = rewards.earnEveryDays == 1
                    ? remaining
                    : rewards.earnEveryDays - 1 - current % rewards.earnEveryDays
                let healed = min(remaining, beforeMilestone, max(0, earned - used))
                if healed > 0 { heal(healed) }
                guard remaining > 0 else { return healedDays }
                guard healed == beforeMilestone, rewards.earnEveryDays > 1 else { reset(); return healedDays }
                // The milestone day: earn first, then consume.
                if earned - used < rewards.maxOnHand { earned += 1 }
                guard earned - used > 0 else { reset(); return healedDays }
                heal(1)
            }
            return healedDays
        }

        /// `count` consecutive days from `start` that all have the outcome `kind` (success or
        /// noData), in closed form so a long gap costs nothing.
        mutating func emptyDays(_ count: Int, from start: Int, kind: DayOutcome.Kind) {
            guard count > 0 else { return }
            switch kind {
            case .success:
                let before = current
                current += count
                noteLongest(start + count - 1)
                if let rewards {
                    let periods = current / rewards.earnEveryDays - before / rewards.earnEveryDays
                    let room = rewards.maxOnHand - (earned - used)
                    if room > 0 { earned += min(periods, room) }
                }
                strength.addSuccesses(count)
            case .noData:
                guard let rewards, rewards.canHealGrace else {
                    reset()
                    strength.addMisses(count)
                    return
                }
                // Healed days are skipped and missed ones multiply by the same factor, so
                // their order does not matter.
                strength.addMisses(count - gapDays(count, from: start, rewards: rewards))
            case .needsGrace, .breaksStreak:
                for offset in 0..<count { apply(kind, on: start + offset) }
            }
        }
    }
}
