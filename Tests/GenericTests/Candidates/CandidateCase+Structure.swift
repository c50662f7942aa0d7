/// Answers shaped as public APIs document them, with the pagination under names no rule knows.
extension CandidateCase {
    static let structure: [CandidateCase] = [
        // https://developer.spotify.com/documentation/web-api/reference/search: nested one level.
        CandidateCase(name: "Spotify albums.next", url: "https://api.spotify.example/v1/search?q=x&type=album",
                      body: #"{"albums":{"href":"https://api.spotify.example/v1/search?offset=0","items":["# + two(#"{"id":"a{ID}","name":"Album {ID}"}"#)
                          + #"],"limit":2,"next":"https://api.spotify.example/v1/search?offset=2","offset":0,"previous":null,"total":9}}"#,
                      first: ["next:albums.next"]),
        // https://docs.discourse.org/#tag/Topics/operation/listLatestTopics: root-relative, two levels.
        CandidateCase(name: "Discourse more_topics_url", url: "https://forum.example/latest.json",
                      body: #"{"users":[{"id":1,"username":"a"}],"topic_list":{"can_create_topic":false,"more_topics_url":"/latest?page=1","per_page":2,"topics":["#
                          + two(#"{"id":{ID},"title":"Topic {ID}"}"#) + "]}}",
                      first: ["next:topic_list.more_topics_url"]),
        // OData v2 JSON verbose: https://www.odata.org/documentation/odata-version-2-0/json-format/
        CandidateCase(name: "OData v2 d.__next", url: "https://sap.example/odata/Products",
                      body: #"{"d":{"results":["# + two(#"{"ProductID":{ID},"ProductName":"Chai {ID}"}"#)
                          + #"],"__next":"https://sap.example/odata/Products?$skiptoken=2"}}"#,
                      first: ["next:d.__next"]),
        // FHIR Bundle: https://hl7.org/fhir/bundle.html#searchset (link relations).
        CandidateCase(name: "FHIR link relation next", url: "https://fhir.example/Patient",
                      body: #"{"resourceType":"Bundle","type":"searchset","link":[{"relation":"self","url":"https://fhir.example/Patient"},{"relation":"next","url":"https://fhir.example/Patient?_getpages=x&_offset=2"}],"entry":["#
                          + two(#"{"resource":{"resourceType":"Patient","id":"p{ID}","name":[{"family":"Smith {ID}"}]}}"#) + "]}",
                      first: ["next:link"]),
        // A query-only next link.
        CandidateCase(name: "query-only meta.next_page", url: "https://api.example/v1/things?per_page=2",
                      body: #"{"things":["# + two(#"{"id":{ID},"name":"Thing {ID}"}"#) + #"],"meta":{"next_page":"?page=2&per_page=2"}}"#,
                      first: ["next:meta.next_page"]),
        // A token the API wants back under its own name.
        CandidateCase(name: "token under its own name", url: "https://api.example/v1/videos",
                      body: #"{"videos":["# + two(#"{"id":"v{ID}","title":"Video {ID}"}"#) + #"],"nextPageToken":"CAIQAA"}"#,
                      first: ["cursor:pageToken=nextPageToken", "cursor:nextPageToken=nextPageToken"]),
        // Matrix /messages: https://spec.matrix.org/latest/client-server-api/#get_matrixclientv3roomsroomidmessages
        CandidateCase(name: "Matrix end as from", url: "https://matrix.example/_matrix/client/v3/rooms/r/messages?dir=b",
                      body: #"{"chunk":["# + two(#"{"event_id":"$e{ID}","type":"m.room.message","content":{"body":"hello {ID}"}}"#)
                          + #"],"start":"t47-1","end":"t47-3"}"#,
                      first: ["cursor:from=end"]),
        // MediaWiki: https://www.mediawiki.org/wiki/API:Continue
        CandidateCase(name: "MediaWiki continue object", url: "https://wiki.example/w/api.php?action=query&list=recentchanges&format=json",
                      body: #"{"batchcomplete":"","continue":{"rccontinue":"20240501|123","continue":"-||"},"query":{"recentchanges":["#
                          + two(#"{"rcid":{ID},"title":"Page {ID}"}"#) + "]}}",
                      first: ["continue:continue"]),
        // OpenAI lists: https://platform.openai.com/docs/api-reference/files/list
        CandidateCase(name: "has_more with last_id as after", url: "https://api.example/v1/files",
                      body: #"{"object":"list","data":["# + two(#"{"id":"file-{ID}","filename":"a {ID}.txt"}"#)
                          + #"],"first_id":"file-1","last_id":"file-2","has_more":true}"#,
                      // Stripe's documented shape comes first; page 2 turns it down (ProbeTests).
                      first: ["after:starting_after=id", "after:after=id"], options: ["more": "has_more"]),
        // Bitbucket Server: https://developer.atlassian.com/server/bitbucket/rest/v811/intro/#paged-apis
        CandidateCase(name: "Bitbucket nextPageStart and isLastPage", url: "https://bitbucket.example/rest/api/1.0/projects",
                      body: #"{"size":2,"limit":2,"isLastPage":false,"values":["# + two(#"{"key":"P{ID}","id":{ID},"name":"Project {ID}"}"#)
                          + #"],"start":0,"nextPageStart":2}"#,
                      first: ["cursor:start=nextPageStart"], options: ["more": "!isLastPage"]),
        // Pipedrive: https://pipedrive.readme.io/docs/core-api-concepts-pagination
        CandidateCase(name: "Pipedrive additional_data.pagination.next_start", url: "https://api.pipedrive.example/v1/deals",
                      body: #"{"success":true,"data":["# + two(#"{"id":{ID},"title":"Deal {ID}"}"#)
                          + #"],"additional_data":{"pagination":{"start":0,"limit":2,"more_items_in_collection":true,"next_start":2}}}"#,
                      first: ["cursor:start=additional_data.pagination.next_start"],
                      options: ["more": "additional_data.pagination.more_items_in_collection"]),
        // OpenSearch 1.1: startIndex counts from 1.
        CandidateCase(name: "OpenSearch startIndex from 1", url: "https://search.example/feed",
                      body: #"{"totalResults":9,"startIndex":1,"itemsPerPage":2,"items":["# + two(#"{"id":"i{ID}","title":"Result {ID}"}"#) + "]}",
                      first: ["offset:startIndex,itemsPerPage@1"]),
        // A cursor in a response header.
        CandidateCase(name: "cursor header", url: "https://api.example/v1/events",
                      headers: [("X-Next-Cursor", "ZXZ0XzI=")], body: "[" + two(#"{"id":"evt_{ID}","type":"created"}"#) + "]",
                      first: ["cursor-header:cursor=X-Next-Cursor"]),
        // Discord-style: a full page of shrinking snowflakes, nothing said.
        CandidateCase(name: "full page of shrinking ids", url: "https://chat.example/api/channels/1/messages",
                      body: "[" + twenty(#"{"id":"1000000000000000{ID}","content":"message {ID}"}"#) + "]",
                      first: ["before:before=id", "before:max_id=id"]),
        // Socrata: $limit in the URL and a full page.
        CandidateCase(name: "Socrata $limit", url: "https://data.example/resource/abcd-1234.json?$limit=20",
                      body: "[" + twenty(#"{":id":"row-{ID}","name":"Row {ID}"}"#) + "]",
                      first: ["offset:$offset,$limit"], options: ["per_page": "20"]),
    ]
}
