terraform {
  backend "local" {
    path = "../../state/orders-staging.tfstate"
  }
}
