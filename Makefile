# make install [PREFIX=/usr/local] [BINDIR=$(PREFIX)/bin] [DESTDIR=…]   make uninstall   make test
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin

# On Linux the Swift runtime and Foundation are linked in, so the installed binary needs no
# toolchain (only the system's libsqlite3); macOS has the Swift runtime in the OS.
ifeq ($(shell uname -s),Linux)
STATIC := --static-swift-stdlib
endif
SWIFT_RELEASE := swift build -c release $(STATIC) --product trackerkit

.PHONY: build install uninstall test

build:
	$(SWIFT_RELEASE)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$$($(SWIFT_RELEASE) --show-bin-path)/trackerkit" "$(DESTDIR)$(BINDIR)/trackerkit"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/trackerkit"

test:
	swift test
