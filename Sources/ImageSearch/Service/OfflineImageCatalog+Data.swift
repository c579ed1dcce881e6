/// The images of the offline catalog, one per line, as
/// `topic|keywords|slug|site|collection|site URL|width|height|datetime`.
///
/// Embedded as a literal so the catalog needs no resource bundle, no network and no key. The
/// URLs use the reserved `.invalid` domain for images: they are illustrative, not fetchable.
let offlineCatalogTable = """
  dog|강아지 개 멍멍이 dog puppy 반려견 골든 리트리버 golden retriever|golden-retriever|Wikimedia Commons|etc|https://commons.wikimedia.org|800|600|2022-11-02T02:52:00.000+09:00
  dog|강아지 개 멍멍이 dog puppy 반려견 시바견 시바 이누 shiba inu|shiba-inu|티스토리|blog|https://tistory.com|2048|1365|2016-09-07T01:05:00.000+09:00
  dog|강아지 개 멍멍이 dog puppy 반려견 말티즈 maltese|maltese|연합뉴스|news|https://www.yna.co.kr|1600|1067|2017-04-03T17:27:00.000+09:00
  dog|강아지 개 멍멍이 dog puppy 반려견 푸들 poodle|poodle|네이버 블로그|blog|https://blog.naver.com|1920|1080|2019-11-21T18:03:00.000+09:00
  dog|강아지 개 멍멍이 dog puppy 반려견 진돗개 jindo|jindo|연합뉴스|news|https://www.yna.co.kr|1200|800|2019-01-18T04:18:00.000+09:00
  dog|강아지 개 멍멍이 dog puppy 반려견 웰시코기 코기 corgi|corgi|연합뉴스|news|https://www.yna.co.kr|800|600|2024-02-19T09:35:00.000+09:00
  dog|강아지 개 멍멍이 dog puppy 반려견 포메라니안 pomeranian|pomeranian|다음카페|cafe|https://cafe.daum.net|1920|1080|2019-06-04T17:45:00.000+09:00
  dog|강아지 개 멍멍이 dog puppy 반려견 비글 beagle|beagle|티스토리|blog|https://tistory.com|1200|800|2019-08-22T17:27:00.000+09:00
  dog|강아지 개 멍멍이 dog puppy 반려견 사모예드 samoyed|samoyed|Wikimedia Commons|etc|https://commons.wikimedia.org|1024|1024|2023-06-10T07:50:00.000+09:00
  dog|강아지 개 멍멍이 dog puppy 반려견 닥스훈트 dachshund|dachshund|다음카페|cafe|https://cafe.daum.net|1080|1350|2017-10-10T16:31:00.000+09:00
  dog|강아지 개 멍멍이 dog puppy 반려견 허스키 husky|husky|Wikimedia Commons|etc|https://commons.wikimedia.org|1024|1024|2020-10-03T03:32:00.000+09:00
  dog|강아지 개 멍멍이 dog puppy 반려견 비숑 bichon|bichon|연합뉴스|news|https://www.yna.co.kr|800|600|2021-03-16T13:02:00.000+09:00
  dog|강아지 개 멍멍이 dog puppy 반려견 산책하는 강아지 walk|puppy-walk|티스토리|blog|https://tistory.com|750|1000|2021-06-23T11:38:00.000+09:00
  dog|강아지 개 멍멍이 dog puppy 반려견 잠자는 강아지 sleeping|puppy-sleep|인스타그램|etc|https://www.instagram.com|1024|1024|2017-02-09T15:44:00.000+09:00
  cat|고양이 냥이 cat kitten 반려묘 코리안 숏헤어 코숏 shorthair|korean-shorthair|티스토리|blog|https://tistory.com|1200|800|2020-11-19T21:52:00.000+09:00
  cat|고양이 냥이 cat kitten 반려묘 러시안 블루 russian blue|russian-blue|인스타그램|etc|https://www.instagram.com|640|480|2022-11-12T00:29:00.000+09:00
  cat|고양이 냥이 cat kitten 반려묘 페르시안 persian|persian|Wikimedia Commons|etc|https://commons.wikimedia.org|800|600|2017-08-02T06:49:00.000+09:00
  cat|고양이 냥이 cat kitten 반려묘 샴 고양이 siamese|siamese|Flickr|etc|https://www.flickr.com|800|600|2019-07-13T15:05:00.000+09:00
  cat|고양이 냥이 cat kitten 반려묘 스코티시 폴드 scottish fold|scottish-fold|다음카페|cafe|https://cafe.daum.net|1024|1024|2022-09-09T04:52:00.000+09:00
  cat|고양이 냥이 cat kitten 반려묘 랜돌 ragdoll|ragdoll|연합뉴스|news|https://www.yna.co.kr|750|1000|2020-12-14T11:43:00.000+09:00
  cat|고양이 냥이 cat kitten 반려묘 치즈 고양이 orange cat|cheese-cat|연합뉴스|news|https://www.yna.co.kr|1080|1350|2018-02-06T04:14:00.000+09:00
  cat|고양이 냥이 cat kitten 반려묘 검은 고양이 black cat|black-cat|브런치|blog|https://brunch.co.kr|1200|800|2023-10-06T08:18:00.000+09:00
  cat|고양이 냥이 cat kitten 반려묘 상자 속 아기 고양이 box|kitten-box|네이버 블로그|blog|https://blog.naver.com|800|600|2022-09-12T19:36:00.000+09:00
  cat|고양이 냥이 cat kitten 반려묘 창가의 고양이 window|cat-window|Wikimedia Commons|etc|https://commons.wikimedia.org|800|600|2024-10-21T21:47:00.000+09:00
  cat|고양이 냥이 cat kitten 반려묘 벵갈 bengal|bengal|네이버 블로그|blog|https://blog.naver.com|1024|1024|2024-07-13T12:25:00.000+09:00
  cat|고양이 냥이 cat kitten 반려묘 스핑크스 sphynx|sphynx|티스토리|blog|https://tistory.com|1024|1024|2022-01-07T02:13:00.000+09:00
  sea|바다 해변 바닷가 sea ocean beach 제주 협재 해변 jeju|jeju-beach|인스타그램|etc|https://www.instagram.com|800|600|2017-06-20T01:06:00.000+09:00
  sea|바다 해변 바닷가 sea ocean beach 해운대 haeundae busan 부산|haeundae|네이버 블로그|blog|https://blog.naver.com|800|600|2024-02-12T19:01:00.000+09:00
  sea|바다 해변 바닷가 sea ocean beach 동해 일출 sunrise|east-sea-sunrise|티스토리|blog|https://tistory.com|1080|1350|2022-03-21T08:22:00.000+09:00
  sea|바다 해변 바닷가 sea ocean beach 파도 waves|sea-waves|Wikimedia Commons|etc|https://commons.wikimedia.org|1024|1024|2017-02-28T15:29:00.000+09:00
  sea|바다 해변 바닷가 sea ocean beach 서핑 surfing|surfing|인스타그램|etc|https://www.instagram.com|1024|1024|2020-02-05T03:47:00.000+09:00
  sea|바다 해변 바닷가 sea ocean beach 등대 lighthouse|lighthouse|Wikimedia Commons|etc|https://commons.wikimedia.org|640|480|2023-12-06T16:01:00.000+09:00
  sea|바다 해변 바닷가 sea ocean beach 바다 노을 sunset|sea-sunset|브런치|blog|https://brunch.co.kr|750|1000|2021-03-23T17:58:00.000+09:00
  sea|바다 해변 바닷가 sea ocean beach 산호초 coral reef|coral-reef|네이버 블로그|blog|https://blog.naver.com|750|1000|2020-11-28T02:44:00.000+09:00
  mountain|산 등산 mountain hiking 한라산 hallasan|hallasan|Flickr|etc|https://www.flickr.com|750|1000|2021-03-12T07:34:00.000+09:00
  mountain|산 등산 mountain hiking 설악산 seoraksan|seoraksan|Wikimedia Commons|etc|https://commons.wikimedia.org|1080|1350|2019-04-27T12:47:00.000+09:00
  mountain|산 등산 mountain hiking 북한산 bukhansan|bukhansan|브런치|blog|https://brunch.co.kr|1080|1350|2024-08-12T23:01:00.000+09:00
  mountain|산 등산 mountain hiking 지리산 jirisan|jirisan|네이버 블로그|blog|https://blog.naver.com|640|480|2023-05-07T22:38:00.000+09:00
  mountain|산 등산 mountain hiking 알프스 alps|alps|Wikimedia Commons|etc|https://commons.wikimedia.org|1024|1024|2021-06-03T07:06:00.000+09:00
  mountain|산 등산 mountain hiking 단풍 가을 autumn|autumn-leaves|브런치|blog|https://brunch.co.kr|1024|1024|2019-06-07T15:39:00.000+09:00
  mountain|산 등산 mountain hiking 설산 snow peak|snow-peak|네이버 블로그|blog|https://blog.naver.com|1024|1024|2021-11-03T21:07:00.000+09:00
  flower|꽃 flower 봄 벚꽃 cherry blossom|cherry-blossom|연합뉴스|news|https://www.yna.co.kr|1080|1350|2023-03-14T20:21:00.000+09:00
  flower|꽃 flower 봄 해바라기 sunflower|sunflower|티스토리|blog|https://tistory.com|1600|1067|2023-07-24T02:46:00.000+09:00
  flower|꽃 flower 봄 장미 rose|rose|다음카페|cafe|https://cafe.daum.net|800|600|2018-01-05T18:57:00.000+09:00
  flower|꽃 flower 봄 튤립 tulip|tulip|인스타그램|etc|https://www.instagram.com|800|600|2023-11-12T04:35:00.000+09:00
  flower|꽃 flower 봄 코스모스 cosmos|cosmos|다음카페|cafe|https://cafe.daum.net|1200|800|2016-12-21T03:33:00.000+09:00
  flower|꽃 flower 봄 유채꽃 rapeseed|rapeseed|다음카페|cafe|https://cafe.daum.net|1600|1067|2019-04-01T08:13:00.000+09:00
  flower|꽃 flower 봄 수국 hydrangea|hydrangea|Flickr|etc|https://www.flickr.com|750|1000|2019-10-11T08:34:00.000+09:00
  flower|꽃 flower 봄 라벤더 lavender|lavender|연합뉴스|news|https://www.yna.co.kr|800|600|2016-12-12T14:42:00.000+09:00
  food|음식 맛집 food 비빔밥 bibimbap|bibimbap|연합뉴스|news|https://www.yna.co.kr|750|1000|2018-09-05T16:32:00.000+09:00
  food|음식 맛집 food 떡볶이 tteokbokki|tteokbokki|네이버 블로그|blog|https://blog.naver.com|1024|1024|2018-10-01T04:11:00.000+09:00
  food|음식 맛집 food 김치찌개 kimchi stew|kimchi-stew|다음카페|cafe|https://cafe.daum.net|1024|1024|2017-09-02T10:43:00.000+09:00
  food|음식 맛집 food 삼겹살 samgyeopsal|samgyeopsal|인스타그램|etc|https://www.instagram.com|1920|1080|2024-01-08T06:17:00.000+09:00
  food|음식 맛집 food 라면 ramen|ramen|네이버 블로그|blog|https://blog.naver.com|1920|1080|2024-08-18T00:48:00.000+09:00
  food|음식 맛집 food 치킨 fried chicken|fried-chicken|티스토리|blog|https://tistory.com|1024|1024|2021-10-17T19:32:00.000+09:00
  food|음식 맛집 food 빙수 bingsu dessert|bingsu|브런치|blog|https://brunch.co.kr|640|480|2023-09-18T15:32:00.000+09:00
  city|도시 야경 city night skyline 서울 야경 seoul|seoul-night|브런치|blog|https://brunch.co.kr|750|1000|2020-09-07T14:08:00.000+09:00
  city|도시 야경 city night skyline 남산타워 namsan tower|namsan-tower|연합뉴스|news|https://www.yna.co.kr|1920|1080|2022-08-11T02:42:00.000+09:00
  city|도시 야경 city night skyline 광화문 gwanghwamun|gwanghwamun|브런치|blog|https://brunch.co.kr|1600|1067|2017-04-22T09:50:00.000+09:00
  city|도시 야경 city night skyline 광안대교 부산 busan bridge|busan-bridge|티스토리|blog|https://tistory.com|800|600|2021-03-09T04:29:00.000+09:00
  city|도시 야경 city night skyline 도쿄 tokyo|tokyo|브런치|blog|https://brunch.co.kr|1920|1080|2022-08-06T21:53:00.000+09:00
  city|도시 야경 city night skyline 뉴욕 new york|new-york|브런치|blog|https://brunch.co.kr|800|600|2022-09-13T10:26:00.000+09:00
  city|도시 야경 city night skyline 한옥마을 hanok|hanok-village|브런치|blog|https://brunch.co.kr|2048|1365|2021-02-24T11:01:00.000+09:00
  space|우주 별 은하 space star galaxy 은하수 milky way|milky-way|Wikimedia Commons|etc|https://commons.wikimedia.org|750|1000|2023-08-23T00:24:00.000+09:00
  space|우주 별 은하 space star galaxy 보름달 달 moon|full-moon|Wikimedia Commons|etc|https://commons.wikimedia.org|750|1000|2020-09-03T03:58:00.000+09:00
  space|우주 별 은하 space star galaxy 성운 nebula|nebula|브런치|blog|https://brunch.co.kr|1920|1080|2017-05-09T01:57:00.000+09:00
  space|우주 별 은하 space star galaxy 오로라 aurora|aurora|다음카페|cafe|https://cafe.daum.net|640|480|2018-07-28T21:52:00.000+09:00
  space|우주 별 은하 space star galaxy 토성 saturn|saturn|Flickr|etc|https://www.flickr.com|1600|1067|2018-09-17T18:31:00.000+09:00
  space|우주 별 은하 space star galaxy 별 궤적 star trails|star-trails|Wikimedia Commons|etc|https://commons.wikimedia.org|1920|1080|2020-01-26T22:11:00.000+09:00
  """
