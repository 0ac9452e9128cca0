import Testing
import Platform

/// Jobs on several threads, results in job order whatever finished first.
@Suite struct OrderedJobsTests {
    @Test(arguments: [1, 2, 5, 64])
    func resultsComeInJobOrder(_ width: Int) {
        var seen: [Int] = []
        // Earlier jobs take longer, so on several threads later ones finish first.
        let n = OrderedJobs.run(count: 12, width: width, job: { i in
            ProcessControl.sleep(milliseconds: 12 - i)
            return i * i
        }, deliver: { i, r in
            #expect(r == i * i)
            seen.append(i)
            return true
        })
        #expect(n == 12 && seen == Array(0..<12))
    }

    @Test(arguments: [1, 3])
    func deliverStopsTheRunAndLaterResultsAreDropped(_ width: Int) {
        var seen: [Int] = []
        let n = OrderedJobs.run(count: 50, width: width, job: { $0 }, deliver: { i, _ in
            seen.append(i)
            return i < 4
        })
        #expect(n == 5 && seen == [0, 1, 2, 3, 4])
    }

    /// A result that stops the run stops the scheduling: with one thread nothing after it runs.
    @Test func aStoppingResultStartsNoFurtherJob() {
        var seen: [Int] = []
        let n = OrderedJobs.run(count: 50, width: 1, job: { $0 }, stops: { $0 == 6 }, deliver: { i, _ in
            seen.append(i)
            return true
        })
        #expect(n == 7 && seen == Array(0...6))
    }

    @Test func noJobsNoThreads() {
        #expect(OrderedJobs.run(count: 0, width: 4, job: { $0 }, deliver: { _, _ in true }) == 0)
        #expect(OrderedJobs.processorCount >= 1)
    }
}
