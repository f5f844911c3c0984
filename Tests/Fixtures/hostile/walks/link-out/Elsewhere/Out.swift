Text("Elsewhere")
