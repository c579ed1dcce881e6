#if canImport(SwiftUI) && canImport(UIKit)
  import PosterUIKit
  import SwiftUI
  import UIKit

  /// The UIKit poster screen inside the SwiftUI app.
  struct PosterScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
      UINavigationController(rootViewController: PosterViewController())
    }

    func updateUIViewController(_ navigationController: UINavigationController, context: Context) {}
  }
#endif
