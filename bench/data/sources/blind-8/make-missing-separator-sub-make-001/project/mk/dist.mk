# mk/dist.mk: release tarball and checksums
VERSION ?= 0.0.0
DISTNAME = csvkit-$(VERSION)
DISTDIR = dist/$(DISTNAME)

package: dist/$(DISTNAME).tar.gz dist/$(DISTNAME).sha256

$(DISTDIR):
	mkdir -p $(DISTDIR)/include $(DISTDIR)/lib

dist/$(DISTNAME).tar.gz: $(DISTDIR)
	cp src/csvkit.h $(DISTDIR)/include/
	cp build/libcsvkit.a $(DISTDIR)/lib/
        tar -C dist -czf $@ $(DISTNAME)

dist/$(DISTNAME).sha256: dist/$(DISTNAME).tar.gz
	sha256sum $< > $@

.PHONY: package
