resource "terraform_data" "pop_ams" {
  input = {
    region   = "ams"
    capacity = 120
    services = ["api", "assets", "auth", "images", "search", "video"]
    tier     = "gold"
  }
}

resource "terraform_data" "pop_cdg" {
  input = {
    region   = "cdg"
    capacity = 160
    services = ["api", "assets", "auth", "images", "search", "video"]
    tier     = "silver"
  }
}

resource "terraform_data" "pop_fra" {
  input = {
    region   = "fra"
    capacity = 200
    services = ["api", "assets", "auth", "images", "search", "video"]
    tier     = "silver"
  }
}

resource "terraform_data" "pop_iad" {
  input = {
    region   = "iad"
    capacity = 240
    services = ["api", "assets", "auth", "images", "search", "video"]
    tier     = "gold"
  }
}

resource "terraform_data" "pop_lhr" {
  input = {
    region   = "lhr"
    capacity = 280
    services = ["api", "assets", "auth", "images", "search", "video"]
    tier     = "silver"
  }
}

resource "terraform_data" "pop_nrt" {
  input = {
    region   = "nrt"
    capacity = 320
    services = ["api", "assets", "auth", "images", "search", "video"]
    tier     = "silver"
  }
}

resource "terraform_data" "pop_ord" {
  input = {
    region   = "ord"
    capacity = 360
    services = ["api", "assets", "auth", "images", "search", "video"]
    tier     = "gold"
  }
}

resource "terraform_data" "pop_sea" {
  input = {
    region   = "sea"
    capacity = 400
    services = ["api", "assets", "auth", "images", "search", "video"]
    tier     = "silver"
  }
}

resource "terraform_data" "pop_sin" {
  input = {
    region   = "sin"
    capacity = 440
    services = ["api", "assets", "auth", "images", "search", "video"]
    tier     = "silver"
  }
}

resource "terraform_data" "pop_syd" {
  input = {
    region   = "syd"
    capacity = 480
    services = ["api", "assets", "auth", "images", "search", "video"]
    tier     = "gold"
  }
}
