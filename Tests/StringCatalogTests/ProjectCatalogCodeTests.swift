import Testing
import StringCatalog
import CatalogCode
@testable import CatalogProject

/// Which code a catalog is checked against: the targets that bundle it, the framework targets
/// of the project they link, and the local packages they depend on.
@Suite struct ProjectCatalogCodeTests {
    /// App (App.swift, the catalog; links Kit.framework and the package product Core, as Xcode
    /// wrote packages before 15: a `wrapper` folder reference), Kit (a framework target of the
    /// project), Tool (neither links nor is linked).
    static let project = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 56;
    	objects = {
    		B1 = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
    		B2 = {isa = PBXBuildFile; fileRef = F2 /* Localizable.xcstrings */; };
    		B3 = {isa = PBXBuildFile; fileRef = K0 /* Kit.framework */; };
    		B4 = {isa = PBXBuildFile; fileRef = F4 /* Kit.swift */; };
    		B5 = {isa = PBXBuildFile; fileRef = F5 /* Tool.swift */; };
    		B6 = {isa = PBXBuildFile; productRef = Q1 /* Core */; };
    		F1 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App/App.swift; sourceTree = "<group>"; };
    		F2 /* Localizable.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = App/Localizable.xcstrings; sourceTree = "<group>"; };
    		F4 /* Kit.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Kit/Kit.swift; sourceTree = "<group>"; };
    		F5 /* Tool.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Tool/Tool.swift; sourceTree = "<group>"; };
    		K0 /* Kit.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
    		W1 /* Core */ = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Core; path = Packages/Core; sourceTree = "<group>"; };
    		Q1 /* Core */ = {isa = XCSwiftPackageProductDependency; productName = Core; };
    		G0 = {isa = PBXGroup; children = (F1, F2, F4, F5, W1, ); sourceTree = "<group>"; };
    		T1 /* App */ = {isa = PBXNativeTarget; buildPhases = (S1, R1, L1, ); name = App; packageProductDependencies = (Q1, ); productType = "com.apple.product-type.application"; };
    		T2 /* Kit */ = {isa = PBXNativeTarget; buildPhases = (S2, ); name = Kit; productReference = K0; productType = "com.apple.product-type.framework"; };
    		T3 /* Tool */ = {isa = PBXNativeTarget; buildPhases = (S3, ); name = Tool; productType = "com.apple.product-type.tool"; };
    		S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
    		R1 = {isa = PBXResourcesBuildPhase; files = (B2, ); };
    		L1 = {isa = PBXFrameworksBuildPhase; files = (B3, B6, ); };
    		S2 = {isa = PBXSourcesBuildPhase; files = (B4, ); };
    		S3 = {isa = PBXSourcesBuildPhase; files = (B5, ); };
    		X1 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, T2, T3, ); };
    	};
    	rootObject = X1;
    }
    """#

    @Test func linkedFrameworksAndPackagesAreTheCatalogsCodeToo() throws {
        let parsed = try XcodeProject(bytes: Array(Self.project.utf8), fileName: "App.xcodeproj/project.pbxproj", projectDirectory: "Repo")
        #expect(parsed.targets.map(\.localPackages) == [["Packages/Core"], [], []])
        let listing: (String) -> [String]? = { folder in
            folder == "Repo/Packages/Core" ? ["Package.swift", "Sources/Core/Core.swift", "Tests/CoreTests/CoreTests.swift"] : nil
        }
        let project = ProjectCatalogCode.Project(parsed, bundle: "Repo/App.xcodeproj", listing: listing)
        let code = try #require(ProjectCatalogCode.code(forCatalogAt: "Repo/App/Localizable.xcstrings", in: [project]))
        #expect(code.targets == ["App/App"])
        #expect(code.swiftFiles == ["Repo/App/App.swift", "Repo/Kit/Kit.swift", "Repo/Packages/Core/Sources/Core/Core.swift"])
        #expect(code.supportingFiles.isEmpty)
        // The framework's and the package's code is used, but only the app's own is extracted.
        #expect(code.packageFiles == ["Repo/Kit/Kit.swift", "Repo/Packages/Core/Sources/Core/Core.swift"])
        #expect(ProjectCatalogCode.code(forCatalogAt: "Repo/Other.xcstrings", in: [project]) == nil)
        // A package with a catalog of its own is supporting code only.
        let owning = ProjectCatalogCode.Project(parsed, bundle: "Repo/App.xcodeproj") { folder in
            folder == "Repo/Packages/Core" ? ["Sources/Core/Core.swift", "Sources/Core/Resources/Localizable.xcstrings"] : nil
        }
        let supported = try #require(ProjectCatalogCode.code(forCatalogAt: "Repo/App/Localizable.xcstrings", in: [owning]))
        #expect(supported.swiftFiles == ["Repo/App/App.swift", "Repo/Kit/Kit.swift"])
        #expect(supported.supportingFiles == ["Repo/Packages/Core/Sources/Core/Core.swift"])
    }

    @Test func theProjectIsLookedForBesideTheCatalogAndAbove() {
        #expect(ProjectCatalogCode.searchFolders(besideCatalog: "App/Resources/L.xcstrings", limit: 5) == ["App/Resources", "App", ".", "..", "../.."])
        #expect(ProjectCatalogCode.searchFolders(besideCatalog: "/repo/App/L.xcstrings") == ["/repo/App", "/repo", "/"])
    }
}
