from catalog_sync.cli import main

raise SystemExit(main())
