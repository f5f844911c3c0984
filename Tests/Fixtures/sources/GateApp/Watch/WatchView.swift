import SwiftUI

struct WatchView: View {
    let bpm = 60
    var body: some View {
        VStack {
            Text("Heart Rate")
            Text("\(bpm) BPM")
            Text("Plain Text")
        }
        .navigationTitle("Watch Only")
    }
}
