Text("Hello")
