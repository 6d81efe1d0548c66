// The one script an HTML-only page loads: small progressive enhancements over server-rendered markup.
import '../components/enhance/enhance.ts'
