import SwiftUI

/* Block comments are not code: Text("Commented Out") /* nested Text("Nested") */ still a comment */
// Text("Line Comment")
struct LiteralsView: View {
    var body: some View {
        VStack {
            Text("Tab\there, quote \" and backslash \\")
            Text("Caf\u{E9} \u{1F600}")
            Text(#"Raw "quoted" \n stays"#)
            Text("""
                Multi-line
                  indented "text"
                """)
            Text("""
                Joined \
                line
                """)
            Text("Größe: Ü")
            #if os(watchOS)
            Text("Watch Branch")
            #else
            Text("Other Branch")
            #endif
            Text("Unused Here")
        }
    }
}
