/// Small project files written for the tests, in the shapes Xcode writes: one with classic
/// groups and build phases, one with Xcode 16 synchronized folders.
enum XcodeProjectFixtures {
    /// Classic groups: nested folders, a group with only a name (no folder of its own), a file
    /// one folder up (`../`), `SOURCE_ROOT` and absolute files, products and SDK frameworks,
    /// a storyboard's variant group whose strings are a catalog, a file shared by the app and
    /// its widget, a catalog bundled by both, and build files a check skips (a Swift package
    /// product, a file that is not there, a file only a build creates). The aggregate target
    /// compiles nothing and is left out.
    static let classic = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 56;
    	objects = {

    /* Begin PBXBuildFile section */
    		B0000001 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000001 /* App.swift */; };
    		B0000002 /* List.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000002 /* List.swift */; };
    		B0000003 /* Row.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000003 /* Row.swift */; };
    		B0000004 /* Old.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000004 /* Old.swift */; };
    		B0000005 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000005 /* Model.swift */; };
    		B0000006 /* Format.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000006 /* Format.swift */; };
    		B0000007 /* Build.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000007 /* Build.swift */; };
    		B0000008 /* Helper.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000008 /* Helper.swift */; };
    		B0000009 /* Abs.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000009 /* Abs.swift */; };
    		B0000010 /* Strings.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000010 /* Strings.swift */; };
    		B0000011 /* Generated.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000011 /* Generated.swift */; };
    		B0000012 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000001 /* App.swift */; };
    		B0000013 /* Gone.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000099 /* Gone.swift */; };
    		B0000014 /* Collections in Frameworks */ = {isa = PBXBuildFile; productRef = P0000001 /* Collections */; };
    		B0000020 /* Localizable.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = F0000020 /* Localizable.xcstrings */; };
    		B0000021 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V0000001 /* Main.storyboard */; };
    		B0000022 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F0000022 /* Assets.xcassets */; };
    		B0000030 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000030 /* Widget.swift */; };
    		B0000031 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000005 /* Model.swift */; };
    		B0000032 /* Widget.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = F0000032 /* Widget.xcstrings */; };
    		B0000033 /* Localizable.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = F0000020 /* Localizable.xcstrings */; };
    		B0000040 /* DemoTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000040 /* DemoTests.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    		F0000001 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
    		F0000002 /* List.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = List.swift; sourceTree = "<group>"; };
    		F0000003 /* Row.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Row.swift; sourceTree = "<group>"; };
    		F0000004 /* Old.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Old.swift; path = ../Legacy/Old.swift; sourceTree = "<group>"; };
    		F0000005 /* Model.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Model.swift; sourceTree = "<group>"; };
    		F0000006 /* Format.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Format.swift; sourceTree = "<group>"; };
    		F0000007 /* Build.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Build.swift; path = Config/Build.swift; sourceTree = SOURCE_ROOT; };
    		F0000008 /* Helper.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Tools/Helper.swift; sourceTree = "<group>"; };
    		F0000009 /* Abs.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = /elsewhere/Abs.swift; sourceTree = "<absolute>"; };
    		F0000010 /* Strings.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "/repo/Generated/./Strings.swift"; sourceTree = "<absolute>"; };
    		F0000011 /* Generated.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Generated.swift; path = DerivedSources/Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
    		F0000020 /* Localizable.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = "<group>"; };
    		F0000021 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    		F0000023 /* Main */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; name = Main; path = Main.xcstrings; sourceTree = "<group>"; };
    		F0000022 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    		F0000030 /* Widget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget.swift; sourceTree = "<group>"; };
    		F0000032 /* Widget.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Widget.xcstrings; sourceTree = "<group>"; };
    		F0000040 /* DemoTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = DemoTests.swift; sourceTree = "<group>"; };
    		F0000050 /* Demo.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
    		F0000051 /* WidgetKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = WidgetKit.framework; path = System/Library/Frameworks/WidgetKit.framework; sourceTree = SDKROOT; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    		G0000000 = {
    			isa = PBXGroup;
    			children = (
    				G0000001 /* App */,
    				G0000002 /* Shared Code */,
    				G0000003 /* Widget */,
    				G0000004 /* Support */,
    				G0000005 /* DemoTests */,
    				F0000007 /* Build.swift */,
    				F0000009 /* Abs.swift */,
    				F0000010 /* Strings.swift */,
    				G0000009 /* Products */,
    			);
    			sourceTree = "<group>";
    		};
    		G0000001 /* App */ = {isa = PBXGroup; children = (F0000001 /* App.swift */, G0000006 /* Views */, F0000020 /* Localizable.xcstrings */, V0000001 /* Main.storyboard */, F0000022 /* Assets.xcassets */, ); path = App; sourceTree = "<group>"; };
    		G0000006 /* Views */ = {isa = PBXGroup; children = (F0000002 /* List.swift */, G0000007 /* Rows */, F0000004 /* Old.swift */, ); path = Views; sourceTree = "<group>"; };
    		G0000007 /* Rows */ = {isa = PBXGroup; children = (F0000003 /* Row.swift */, ); path = Rows; sourceTree = "<group>"; };
    		G0000002 /* Shared Code */ = {isa = PBXGroup; children = (F0000005 /* Model.swift */, F0000006 /* Format.swift */, ); name = "Shared Code"; path = Shared; sourceTree = "<group>"; };
    		G0000003 /* Widget */ = {isa = PBXGroup; children = (F0000030 /* Widget.swift */, F0000032 /* Widget.xcstrings */, ); path = Widget; sourceTree = "<group>"; };
    		G0000004 /* Support */ = {isa = PBXGroup; children = (F0000008 /* Helper.swift */, ); name = Support; sourceTree = "<group>"; };
    		G0000005 /* DemoTests */ = {isa = PBXGroup; children = (F0000040 /* DemoTests.swift */, ); path = DemoTests; sourceTree = "<group>"; };
    		G0000009 /* Products */ = {isa = PBXGroup; children = (F0000050 /* Demo.app */, F0000051 /* WidgetKit.framework */, F0000011 /* Generated.swift */, ); name = Products; sourceTree = "<group>"; };
    /* End PBXGroup section */

    /* Begin PBXVariantGroup section */
    		V0000001 /* Main.storyboard */ = {
    			isa = PBXVariantGroup;
    			children = (
    				F0000021 /* Base */,
    				F0000023 /* Main */,
    			);
    			name = Main.storyboard;
    			sourceTree = "<group>";
    		};
    /* End PBXVariantGroup section */

    /* Begin PBXNativeTarget section */
    		T0000001 /* Demo */ = {
    			isa = PBXNativeTarget;
    			buildPhases = (S0000001 /* Sources */, K0000001 /* Frameworks */, R0000001 /* Resources */, );
    			name = Demo;
    			productName = Demo;
    			productReference = F0000050 /* Demo.app */;
    			productType = "com.apple.product-type.application";
    		};
    		T0000002 /* DemoWidget */ = {
    			isa = PBXNativeTarget;
    			buildPhases = (S0000002 /* Sources */, R0000002 /* Resources */, );
    			name = DemoWidget;
    			productType = "com.apple.product-type.app-extension";
    		};
    		T0000003 /* DemoTests */ = {
    			isa = PBXNativeTarget;
    			buildPhases = (S0000003 /* Sources */, );
    			productName = DemoTests;
    			productType = "com.apple.product-type.bundle.unit-test";
    		};
    		T0000004 /* Lint */ = {isa = PBXAggregateTarget; buildPhases = ( ); name = Lint; };
    /* End PBXNativeTarget section */

    /* Begin PBXSourcesBuildPhase section */
    		S0000001 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B0000001, B0000002, B0000003, B0000004, B0000005, B0000006, B0000007, B0000008, B0000009, B0000010, B0000011, B0000012, B0000013, B0000099, ); };
    		S0000002 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B0000030, B0000031, ); };
    		S0000003 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B0000040, ); };
    		K0000001 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; files = (B0000014, ); };
    		R0000001 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B0000020, B0000021, B0000022, ); };
    		R0000002 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B0000032, B0000033, ); };
    /* End PBXSourcesBuildPhase section */

    		X0000001 /* Project object */ = {
    			isa = PBXProject;
    			mainGroup = G0000000;
    			productRefGroup = G0000009 /* Products */;
    			projectDirPath = "";
    			projectRoot = "";
    			targets = (T0000001 /* Demo */, T0000002 /* DemoWidget */, T0000004 /* Lint */, T0000003 /* DemoTests */, );
    		};
    	};
    	rootObject = X0000001 /* Project object */;
    }
    """#

    /// Xcode 16 synchronized folders: the app's folder with exceptions for the app (a file, a
    /// whole subfolder and Info.plist left out; a script not compiled and an old catalog not
    /// bundled, through build-phase exceptions), three of its items taken by the widget,
    /// which lists its own folder (without its Info.plist); a shared folder inside a classic
    /// group, listed by both; a folder Xcode copies whole; file types set by hand; exception
    /// sets for a target or a phase that is not there.
    static let synchronized = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 77;
    	objects = {

    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
    		E0000001 /* Exceptions for "App" folder in "App" target */ = {
    			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    			membershipExceptions = (
    				Info.plist,
    				"Preview Content",
    				Intents/WidgetOnly.swift,
    			);
    			target = T0000001 /* App */;
    		};
    		E0000002 /* Exceptions for "App" folder in "Widget" target */ = {
    			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    			membershipExceptions = (
    				Intents/AppIntent.swift,
    				Intents/WidgetOnly.swift,
    				Localizable.xcstrings,
    			);
    			target = T0000002 /* Widget */;
    		};
    		E0000003 /* Exceptions for "Widget" folder in "Widget" target */ = {
    			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    			membershipExceptions = (
    				Info.plist,
    			);
    			target = T0000002 /* Widget */;
    		};
    		E0000004 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (AppMain.swift, ); target = T0000099; };
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

    /* Begin PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet section */
    		E0000011 /* Exceptions for "App" folder in "Sources" phase from "App" target */ = {
    			isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet;
    			buildPhase = S0000001 /* Sources */;
    			membershipExceptions = (
    				Scripts/Tool.swift,
    			);
    		};
    		E0000012 = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = R0000001 /* Resources */; membershipExceptions = (Legacy.xcstrings, ); };
    		E0000013 = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = C0000001 /* Embed */; membershipExceptions = (ContentView.swift, ); };
    		E0000014 = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = S0000099; membershipExceptions = (ContentView.swift, ); };
    /* End PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    		D0000001 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E0000001 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, E0000002 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, E0000004, E0000011, E0000012, E0000013, E0000014, ); explicitFileTypes = {"Notes/Readme.swift" = text; Generated/Strings.txt = sourcecode.swift; }; explicitFolders = (Resources/Bundle.bundle, ); path = App; sourceTree = "<group>"; };
    		D0000002 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E0000003 /* PBXFileSystemSynchronizedBuildFileExceptionSet */, ); explicitFileTypes = {}; explicitFolders = (); path = Widget; sourceTree = "<group>"; };
    		D0000003 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = Shared; sourceTree = "<group>"; };
    		D0000004 /* AppTests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = AppTests; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
    		G0000000 = {isa = PBXGroup; children = (D0000001 /* App */, D0000002 /* Widget */, G0000001 /* Library */, D0000004 /* AppTests */, G0000009 /* Products */, ); sourceTree = "<group>"; };
    		G0000001 /* Library */ = {isa = PBXGroup; children = (D0000003 /* Shared */, ); path = Library; sourceTree = "<group>"; };
    		G0000009 /* Products */ = {isa = PBXGroup; children = ( ); name = Products; sourceTree = "<group>"; };
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    		T0000001 /* App */ = {
    			isa = PBXNativeTarget;
    			buildPhases = (S0000001 /* Sources */, R0000001 /* Resources */, C0000001 /* Embed */, );
    			fileSystemSynchronizedGroups = (
    				D0000001 /* App */,
    				D0000003 /* Shared */,
    			);
    			name = App;
    			productType = "com.apple.product-type.application";
    		};
    		T0000002 /* Widget */ = {
    			isa = PBXNativeTarget;
    			buildPhases = (S0000002 /* Sources */, R0000002 /* Resources */, );
    			fileSystemSynchronizedGroups = (
    				D0000002 /* Widget */,
    				D0000003 /* Shared */,
    			);
    			name = Widget;
    			productType = "com.apple.product-type.app-extension";
    		};
    		T0000003 /* AppTests */ = {isa = PBXNativeTarget; buildPhases = (S0000003, ); fileSystemSynchronizedGroups = (D0000004 /* AppTests */, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
    /* End PBXNativeTarget section */

    /* Begin build phases */
    		S0000001 /* Sources */ = {isa = PBXSourcesBuildPhase; files = ( ); };
    		R0000001 /* Resources */ = {isa = PBXResourcesBuildPhase; files = ( ); };
    		C0000001 /* Embed */ = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = ( ); name = Embed; };
    		S0000002 /* Sources */ = {isa = PBXSourcesBuildPhase; files = ( ); };
    		R0000002 /* Resources */ = {isa = PBXResourcesBuildPhase; files = ( ); };
    		S0000003 /* Sources */ = {isa = PBXSourcesBuildPhase; files = ( ); };
    /* End build phases */

    		X0000001 /* Project object */ = {isa = PBXProject; mainGroup = G0000000; projectDirPath = ""; projectRoot = ""; targets = (T0000001 /* App */, T0000002 /* Widget */, T0000003 /* AppTests */, ); };
    	};
    	rootObject = X0000001 /* Project object */;
    }
    """#

    /// What the synchronized folders hold, by folder (paths inside it).
    static let synchronizedListing: [String: [String]] = [
        "App": [
            "AppMain.swift", "ContentView.swift", "Info.plist", "Localizable.xcstrings", "Legacy.xcstrings",
            "Intents/AppIntent.swift", "Intents/WidgetOnly.swift", "Preview Content/PreviewData.swift", "Scripts/Tool.swift",
            "Resources/Bundle.bundle/Inner.swift", "Notes/Readme.swift", "Generated/Strings.txt", ".hidden/Secret.swift",
            "Views/.Draft.swift", "Views/Row.swift", "Views/Row.SWIFT",
        ],
        "Widget": ["Widget.swift", "Info.plist", "WidgetStrings.xcstrings"],
        "Library/Shared": ["Model.swift", "Sub/Format.swift"],
        "AppTests": ["AppTests.swift"],
    ]
}
