import SwiftUI

struct InterpolationView: View {
    let items: [String] = []
    let count = 3
    let name = "x"
    let distance = 1.5

    var body: some View {
        VStack {
            Text("\(items.count) items")
            Text("\(count) days")
            Text("Hello, \(name)!")
            Text("\(distance, specifier: "%.1f") km")
            Text("\(Int(distance)) whole, \(Double(count)) exact")
            Text("Total: \(String(count)) (\(42)%)")
            Text("Step \(3) of \(#"raw"#)")
            Text("Since \(Date.now.formatted(date: .abbreviated, time: .omitted))")
        }
    }
}
