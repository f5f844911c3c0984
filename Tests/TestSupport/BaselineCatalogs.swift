/// Two versions of a small catalog for baseline tests (the check in StringCatalog, its
/// formats in Output): from `old` to `new`, B gets translated (fixed), D appears untranslated
/// (new), C and R stay open.
public enum BaselineCatalogs {
    public static let old = """
    {"sourceLanguage":"en","strings":{
    "A":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}}}},
    "B":{},
    "C":{},
    "R":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"R"}}}}
    },"version":"1.0"}
    """
    public static let new = """
    {"sourceLanguage":"en","strings":{
    "A":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}}}},
    "B":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"B"}}}},
    "C":{},
    "D":{},
    "R":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"R"}}}}
    },"version":"1.0"}
    """
}
