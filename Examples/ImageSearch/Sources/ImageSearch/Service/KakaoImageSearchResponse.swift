/// The JSON body of a Kakao image search response.
struct KakaoImageSearchResponse: Decodable {
  struct Meta: Decodable {
    var totalCount: Int?
    var pageableCount: Int?
    var isEnd: Bool?

    enum CodingKeys: String, CodingKey {
      case totalCount = "total_count"
      case pageableCount = "pageable_count"
      case isEnd = "is_end"
    }
  }

  struct Document: Decodable {
    var collection: String?
    var thumbnailURL: String?
    var imageURL: String
    var width: Int?
    var height: Int?
    var displaySitename: String?
    var docURL: String?
    var datetime: String?

    enum CodingKeys: String, CodingKey {
      case collection
      case thumbnailURL = "thumbnail_url"
      case imageURL = "image_url"
      case width, height
      case displaySitename = "display_sitename"
      case docURL = "doc_url"
      case datetime
    }

    var image: ImageItem {
      ImageItem(
        collection: collection ?? "", imageURL: imageURL, thumbnailURL: thumbnailURL ?? "",
        width: width ?? 0, height: height ?? 0, siteName: displaySitename ?? "",
        documentURL: docURL ?? "", datetime: datetime ?? "")
    }
  }

  var meta: Meta?
  var documents: [Document]
}

/// The JSON body of a Kakao error response: `{"errorType": "...", "message": "..."}`.
struct KakaoErrorResponse: Decodable {
  var errorType: String?
  var message: String?
}
