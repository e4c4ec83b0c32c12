locals {
  alert_channels = {
    pager = "platform-oncall"
    chat = "#platform-alerts"
    email   = "platform@example.com"
  }
}
