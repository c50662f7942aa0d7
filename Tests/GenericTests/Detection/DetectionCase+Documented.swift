/// Answers as the APIs' documentation shows them (trimmed to two items), and what they must detect.
extension DetectionCase {
    static let documented: [DetectionCase] = [
        DetectionCase(  // https://jsonapi.org/format/#fetching-pagination
            name: "JSON:API links.next", url: "https://example.com/articles",
            body: #"{"links":{"self":"https://example.com/articles","next":"https://example.com/articles?page[offset]=2","last":"https://example.com/articles?page[offset]=10"},"data":[{"type":"articles","id":"1","attributes":{"title":"JSON:API paints my bikeshed!"}},{"type":"articles","id":"2","attributes":{"title":"Rails is Omakase"}}]}"#,
            expected: ["items": "data", "id": "id", "title": "attributes.title", "strategy": "next:links.next"]),
        DetectionCase(  // https://api.slack.com/methods/conversations.list
            name: "Slack response_metadata.next_cursor", url: "https://slack.com/api/conversations.list",
            body: #"{"ok":true,"channels":[{"id":"C012AB3CD","name":"general","is_channel":true},{"id":"C061EG9T2","name":"random","is_channel":true}],"response_metadata":{"next_cursor":"dGVhbTpDMDYxRkE1UEI="}}"#,
            expected: ["items": "channels", "id": "id", "title": "name", "strategy": "cursor:cursor=response_metadata.next_cursor"]),
        DetectionCase(  // https://kubernetes.io/docs/reference/using-api/api-concepts/#retrieving-large-results-sets-in-chunks
            name: "Kubernetes metadata.continue", url: "https://k8s.example/api/v1/pods?limit=500",
            body: #"{"kind":"PodList","apiVersion":"v1","metadata":{"resourceVersion":"10245","continue":"ENCODED_CONTINUE_TOKEN","remainingItemCount":1},"items":[{"metadata":{"name":"pod-a","uid":"6c1e2f3a-0000-0000-0000-000000000001"}},{"metadata":{"name":"pod-b","uid":"6c1e2f3a-0000-0000-0000-000000000002"}}]}"#,
            expected: ["items": "items", "id": "metadata.uid", "title": "metadata.name", "strategy": "cursor:continue=metadata.continue"]),
        DetectionCase(  // https://www.reddit.com/dev/api/#listings
            name: "Reddit data.after", url: "https://www.reddit.com/r/swift/new.json",
            body: #"{"kind":"Listing","data":{"after":"t3_abc","dist":2,"children":[{"kind":"t3","data":{"id":"abd","name":"t3_abd","title":"One","permalink":"/r/swift/comments/abd/","url":"https://www.reddit.com/r/swift/comments/abd/"}},{"kind":"t3","data":{"id":"abc","name":"t3_abc","title":"Two","permalink":"/r/swift/comments/abc/","url":"https://www.reddit.com/r/swift/comments/abc/"}}],"before":null}}"#,
            expected: ["items": "data.children", "id": "data.id", "title": "data.title", "strategy": "cursor:after=data.after"]),
        DetectionCase(  // https://cloud.google.com/apis/design/design_patterns#list_pagination
            name: "Google nextPageToken", url: "https://www.googleapis.com/drive/v3/files",
            body: #"{"kind":"drive#fileList","nextPageToken":"~!!~AI9FV7Q","files":[{"id":"1a","name":"notes.txt"},{"id":"1b","name":"plan.md"}]}"#,
            expected: ["items": "files", "id": "id", "title": "name", "strategy": "cursor:pageToken=nextPageToken"]),
        DetectionCase(  // https://docs.stripe.com/api/pagination
            name: "Stripe has_more", url: "https://api.stripe.com/v1/customers?limit=3",
            body: #"{"object":"list","url":"/v1/customers","has_more":true,"data":[{"id":"cus_4QFJOjw2pOmAGJ","object":"customer","email":"a@example.com"},{"id":"cus_4QFJ9a2b3cGH","object":"customer","email":"b@example.com"}]}"#,
            expected: ["items": "data", "id": "id", "title": "email", "strategy": "after:starting_after=id", "more": "has_more"]),
        DetectionCase(  // https://developer.wordpress.org/rest-api/using-the-rest-api/pagination/
            name: "WordPress X-WP-TotalPages", url: "https://blog.example/wp-json/wp/v2/posts",
            headers: [("X-WP-Total", "137"), ("X-WP-TotalPages", "14")],
            body: #"[{"id":5,"link":"https://blog.example/?p=5","title":{"rendered":"Hello"}},{"id":4,"link":"https://blog.example/?p=4","title":{"rendered":"World"}}]"#,
            expected: ["items": "", "id": "id", "title": "title.rendered", "web_url": "link", "strategy": "page:page,per_page",
                       "total_pages_header": "X-WP-TotalPages", "total_header": "X-WP-Total"]),
        DetectionCase(  // https://www.algolia.com/doc/api-reference/api-parameters/page/
            name: "Algolia nbPages from 0", url: "https://APP.algolia.net/1/indexes/products?query=phone",
            body: #"{"hits":[{"objectID":"a1","name":"Phone"},{"objectID":"a2","name":"Case"}],"nbHits":40,"page":0,"nbPages":20,"hitsPerPage":2}"#,
            expected: ["items": "hits", "id": "objectID", "title": "name", "strategy": "page:page,hitsPerPage@0",
                       "total_pages": "nbPages", "total": "nbHits"]),
        DetectionCase(  // https://developer.atlassian.com/cloud/jira/platform/rest/v3/intro/#pagination
            name: "Jira startAt/maxResults", url: "https://your-domain.atlassian.net/rest/api/3/search?jql=project=X",
            body: #"{"startAt":0,"maxResults":2,"total":5,"isLast":false,"issues":[{"id":"10001","key":"X-1","fields":{"summary":"First"}},{"id":"10002","key":"X-2","fields":{"summary":"Second"}}]}"#,
            expected: ["items": "issues", "id": "id", "title": "fields.summary", "strategy": "offset:startAt,maxResults", "total": "total"]),
        DetectionCase(  // https://learn.microsoft.com/en-us/graph/paging
            name: "OData @odata.nextLink", url: "https://graph.microsoft.com/v1.0/users",
            body: #"{"@odata.context":"https://graph.microsoft.com/v1.0/$metadata#users","value":[{"id":"87d349ed","displayName":"Adele Vance"},{"id":"6e7b768e","displayName":"Alex Wilber"}],"@odata.nextLink":"https://graph.microsoft.com/v1.0/users?$skiptoken=X%274453"}"#,
            expected: ["items": "value", "id": "id", "title": "displayName", "strategy": #"next:"@odata.nextLink""#]),
        DetectionCase(  // https://laravel.com/docs/pagination#converting-results-to-json
            name: "Laravel next_page_url", url: "https://app.example/api/users",
            body: #"{"total":50,"per_page":15,"current_page":1,"last_page":4,"first_page_url":"http://laravel.app?page=1","next_page_url":"http://laravel.app?page=2","prev_page_url":null,"path":"http://laravel.app","from":1,"to":15,"data":[{"id":1,"name":"Ann"},{"id":2,"name":"Bo"}]}"#,
            expected: ["items": "data", "id": "id", "title": "name", "strategy": "next:next_page_url", "total": "total"]),
        DetectionCase(  // https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/dome_query.htm
            name: "Salesforce nextRecordsUrl", url: "https://x.my.salesforce.com/services/data/v60.0/query?q=SELECT+Name+FROM+Account",
            body: #"{"done":false,"totalSize":2014,"nextRecordsUrl":"/services/data/v60.0/query/01gD0000002HU6KIAW-2000","records":[{"attributes":{"type":"Account","url":"/services/data/v60.0/sobjects/Account/001D000000IRFmaIAH"},"Id":"001D000000IRFmaIAH","Name":"Test 1"},{"attributes":{"type":"Account","url":"/services/data/v60.0/sobjects/Account/001D000000IomazIAB"},"Id":"001D000000IomazIAB","Name":"Test 2"}]}"#,
            expected: ["items": "records", "id": "Id", "title": "Name", "strategy": "next:nextRecordsUrl", "total": "totalSize"]),
        DetectionCase(  // https://developers.facebook.com/docs/graph-api/results
            name: "Facebook paging.next", url: "https://graph.facebook.com/v19.0/me/posts",
            body: #"{"data":[{"id":"1_2","message":"Hi"},{"id":"1_3","message":"There"}],"paging":{"cursors":{"after":"MTAxNTExOTQ1MjAwNzI5NDE=","before":"NDMyNzQyODI3OTQw"},"previous":"https://graph.facebook.com/me/posts?limit=25&before=NDMy","next":"https://graph.facebook.com/me/posts?limit=25&after=MTAx"}}"#,
            expected: ["items": "data", "id": "id", "title": "message", "strategy": "next:paging.next"]),
        DetectionCase(  // https://developers.notion.com/reference/intro#pagination
            name: "Notion next_cursor", url: "https://api.notion.com/v1/users",
            body: #"{"object":"list","results":[{"object":"user","id":"d40e767c","name":"Avocado"},{"object":"user","id":"9a3b5ae0","name":"Lime"}],"next_cursor":"fe2cc560","has_more":true,"type":"user","user":{}}"#,
            expected: ["items": "results", "id": "id", "title": "name", "strategy": "cursor:start_cursor=next_cursor", "more": "has_more"]),
        DetectionCase(  // https://api.stackexchange.com/docs/paging
            name: "Stack Exchange has_more", url: "https://api.stackexchange.com/2.3/questions?site=stackoverflow",
            body: #"{"items":[{"question_id":79000000,"title":"Why?","link":"https://stackoverflow.com/q/79000000"},{"question_id":78999987,"title":"How?","link":"https://stackoverflow.com/q/78999987"}],"has_more":true,"quota_max":300,"quota_remaining":299}"#,
            expected: ["items": "items", "id": "question_id", "title": "title", "web_url": "link", "strategy": "page:page,pagesize", "more": "has_more"]),
        DetectionCase(  // https://developer.x.com/en/docs/x-api/pagination
            name: "X v2 meta.next_token", url: "https://api.x.com/2/users/2244994945/tweets",
            body: #"{"data":[{"id":"1338971066773905408","text":"one"},{"id":"1338923691497562112","text":"two"}],"meta":{"oldest_id":"1338923691497562112","newest_id":"1338971066773905408","result_count":2,"next_token":"7140dibdnow9c7btw3w29grvxfcgvpb9n9coehpk7xz5i"}}"#,
            expected: ["items": "data", "id": "id", "title": "text", "strategy": "cursor:pagination_token=meta.next_token"]),
        DetectionCase(  // https://www.elastic.co/guide/en/elasticsearch/reference/current/paginate-search-results.html
            name: "Elasticsearch hits.hits, from in the URL", url: "https://es.example/books/_search?from=0&size=2",
            body: #"{"took":2,"hits":{"total":{"value":57,"relation":"eq"},"hits":[{"_index":"books","_id":"b1","_source":{"title":"Dune"}},{"_index":"books","_id":"b2","_source":{"title":"Emma"}}]}}"#,
            expected: ["items": "hits.hits", "id": "_id", "title": "_source.title", "strategy": "offset:from,size", "per_page": "2",
                       "total": "hits.total.value"]),
        DetectionCase(  // https://www.django-rest-framework.org/api-guide/pagination/#pagenumberpagination
            name: "Django REST framework count/next/results", url: "https://api.example.org/accounts/",
            body: #"{"count":1023,"next":"https://api.example.org/accounts/?page=5","previous":"https://api.example.org/accounts/?page=3","results":[{"id":1,"username":"ann"},{"id":2,"username":"bo"}]}"#,
            expected: ["items": "results", "id": "id", "title": "username", "strategy": "next:next", "total": "count"]),
        DetectionCase(  // https://developer.themoviedb.org/docs/pagination
            name: "TMDB page/total_pages", url: "https://api.themoviedb.org/3/movie/popular",
            body: #"{"page":1,"results":[{"id":550,"title":"Fight Club"},{"id":551,"title":"The Poseidon Adventure"}],"total_pages":500,"total_results":10000}"#,
            expected: ["items": "results", "id": "id", "title": "title", "strategy": "page:page,per_page", "total_pages": "total_pages",
                       "total": "total_results"]),
        DetectionCase(  // https://developers.hubspot.com/docs/api/crm/understanding-the-crm#paging-through-results
            name: "HubSpot paging.next", url: "https://api.hubapi.com/crm/v3/objects/contacts?limit=2",
            body: #"{"results":[{"id":"512","properties":{"email":"bh@hubspot.com","firstname":"Brian"},"createdAt":"2019-10-30T03:30:17.883Z","archived":false},{"id":"513","properties":{"email":"ab@hubspot.com","firstname":"Ann"},"createdAt":"2019-10-30T03:31:17.883Z","archived":false}],"paging":{"next":{"after":"NTI1Cg%3D%3D","link":"https://api.hubapi.com/crm/v3/objects/contacts?limit=2&after=NTI1Cg%3D%3D"}}}"#,
            expected: ["items": "results", "id": "id", "title": "properties.email", "strategy": "next:paging.next.link"]),
        DetectionCase(  // https://dev.twitch.tv/docs/api/guide/#pagination
            name: "Twitch pagination.cursor", url: "https://api.twitch.tv/helix/streams?first=2",
            body: #"{"data":[{"id":"40952121085","user_login":"jdoe","title":"Playing","viewer_count":12},{"id":"40952121086","user_login":"amy","title":"Chatting","viewer_count":7}],"pagination":{"cursor":"eyJiIjpudWxsLCJhIjp7Ik9mZnNldCI6Mn19"}}"#,
            expected: ["items": "data", "id": "id", "title": "title", "strategy": "cursor:after=pagination.cursor"]),
        DetectionCase(  // https://airtable.com/developers/web/api/list-records
            name: "Airtable offset", url: "https://api.airtable.com/v0/appXXXXXXXXXXXXXX/Tasks?pageSize=2",
            body: #"{"records":[{"id":"rec560UJdUtocSouk","createdTime":"2022-09-12T21:03:48.000Z","fields":{"Name":"Ann"}},{"id":"rec3lbPRG4aVqkeOQ","createdTime":"2022-09-12T21:04:48.000Z","fields":{"Name":"Bo"}}],"offset":"itrXXXXXXXXXXXXXX/rec3lbPRG4aVqkeOQ"}"#,
            expected: ["items": "records", "id": "id", "title": "fields.Name", "strategy": "cursor:offset=offset"]),
        DetectionCase(  // https://docs.strapi.io/cms/api/rest/sort-pagination#pagination
            name: "Strapi meta.pagination", url: "https://cms.example/api/articles",
            body: #"{"data":[{"id":1,"attributes":{"title":"Hello"}},{"id":2,"attributes":{"title":"World"}}],"meta":{"pagination":{"page":1,"pageSize":25,"pageCount":4,"total":77}}}"#,
            expected: ["items": "data", "id": "id", "title": "attributes.title", "strategy": "page:pagination[page],pagination[pageSize]",
                       "total_pages": "meta.pagination.pageCount", "total": "meta.pagination.total"]),
        DetectionCase(  // https://developers.cloudflare.com/fundamentals/api/how-to/make-api-calls/#pagination
            name: "Cloudflare result_info", url: "https://api.cloudflare.com/client/v4/zones",
            body: #"{"success":true,"errors":[],"messages":[],"result":[{"id":"023e105f4ecef8ad9ca31a8372d0c353","name":"example.com"},{"id":"353c0d2738a13ac9da8fece4f501e320","name":"example.org"}],"result_info":{"page":1,"per_page":20,"count":2,"total_count":2000,"total_pages":100}}"#,
            expected: ["items": "result", "id": "id", "title": "name", "strategy": "page:page,per_page",
                       "total_pages": "result_info.total_pages", "total": "result_info.total_count"]),
        // JSON:API's page family as its spec suggests it, from a server that sends no pagination
        // links (they are optional): the size the URL asks is kept. https://jsonapi.org/format/#fetching-pagination
        DetectionCase(  // https://django-rest-framework-json-api.readthedocs.io/en/stable/usage.html#pagination
            name: "JSON:API page[number] in the URL", url: "https://example.com/articles?page%5Bnumber%5D=1&page%5Bsize%5D=2",
            body: #"{"data":[{"type":"articles","id":"1","attributes":{"title":"JSON:API paints my bikeshed!"}},{"type":"articles","id":"2","attributes":{"title":"Rails is Omakase"}}]}"#,
            expected: ["items": "data", "id": "id", "title": "attributes.title", "strategy": "page:page[number],page[size]",
                       "per_page": "2"]),
        DetectionCase(  // https://jsonapi.org/format/#fetching-pagination
            name: "JSON:API page[offset] in the URL", url: "https://example.com/articles?sort=-created&page[offset]=0&page[limit]=2",
            body: #"{"data":[{"type":"articles","id":"1","attributes":{"title":"JSON:API paints my bikeshed!"}},{"type":"articles","id":"2","attributes":{"title":"Rails is Omakase"}}]}"#,
            expected: ["items": "data", "id": "id", "title": "attributes.title", "strategy": "offset:page[offset],page[limit]",
                       "per_page": "2"]),
    ]
}
